import { useLocaleState } from 'react-admin';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '#domain/applicationStatus.ts';
import { QUALIFICATION_TYPES, RANKS, SUPPLY_CATEGORIES, SUPPLY_TYPES } from '#domain/constants.ts';
import { CATEGORY_LABELS, GENDER_LABELS, KIND_LABELS } from '#domain/labels.ts';
import { QUALIFICATION_TYPE_LABELS, RANK_LABELS, SUPPLY_TYPE_LABELS } from '#domain/labels.ts';
import { YES_NO_LABELS } from '#domain/labels.ts';
import { parseLocale, type Localized } from '#domain/locale.ts';

/** The enum labels of applications in the console's language (domain/labels.ts, domain/applicationStatus.ts). */
export const LABELS = {
  status: APPLICATION_STATUS_LABELS,
  kind: KIND_LABELS,
  supplyType: SUPPLY_TYPE_LABELS,
  supplyCategory: CATEGORY_LABELS,
  rank: RANK_LABELS,
  qualificationType: QUALIFICATION_TYPE_LABELS,
  gender: GENDER_LABELS,
} as const satisfies Record<string, Record<string, Localized>>;

const VALUES = {
  status: APPLICATION_STATUSES,
  supplyType: SUPPLY_TYPES,
  supplyCategory: SUPPLY_CATEGORIES,
  rank: RANKS,
  qualificationType: QUALIFICATION_TYPES,
} as const;

/**
 * `label('status', 'REVIEWING')` → 검토중; `choices('rank')` for a SelectInput; `yesNo(true)` → 예, the
 * answer as the application form offered it (empty when not answered).
 */
export function useLabels() {
  const [localeValue] = useLocaleState();
  const locale = parseLocale(localeValue);
  const label = (group: keyof typeof LABELS, value: string | null | undefined): string => {
    if (!value) return '';
    return (LABELS[group] as Record<string, Localized>)[value]?.[locale] ?? value;
  };
  const choices = (group: keyof typeof VALUES) =>
    VALUES[group].map((value) => ({ id: value, name: label(group, value) }));
  const yesNo = (value: boolean | null | undefined): string =>
    value === null || value === undefined ? '' : YES_NO_LABELS[value ? 'yes' : 'no'][locale];
  return { label, choices, yesNo, locale };
}
