import { APPLICATION_DOCUMENT_KEYS } from '#domain/constants.ts';
import type { WizardValues } from './values.ts';

export type DocKey = (typeof APPLICATION_DOCUMENT_KEYS)[number];

/**
 * The documents the applicant is asked for, given their answers: the marriage certificate only for the
 * newlywed type, asset and car papers only when they said yes. `needed` ones are listed as missing on
 * the review; none blocks submission, since documents can be added until the deadline
 * (docs/decisions/0005-application-contract.md).
 */
export function documentsFor(v: Pick<WizardValues, 'qualificationType' | 'isAsset' | 'isCar'>): {
  key: DocKey;
  needed: boolean;
}[] {
  return APPLICATION_DOCUMENT_KEYS.flatMap((key): { key: DocKey; needed: boolean }[] => {
    switch (key) {
      case 'marriage':
        return v.qualificationType === 'MARRIED_TYPE' ? [{ key, needed: true }] : [];
      case 'asset':
        return v.isAsset === true ? [{ key, needed: true }] : [];
      case 'car':
        return v.isCar === true ? [{ key, needed: true }] : [];
      case 'other':
        return [{ key, needed: false }];
      default:
        return [{ key, needed: true }];
    }
  });
}

export type ChosenFiles = Partial<Record<DocKey, File>>;
