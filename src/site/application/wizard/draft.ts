import { readJson, writeSession } from '../lib/session.ts';
import type { StepId } from './steps.ts';
import type { Kind, WizardValues } from './values.ts';

/**
 * The wizard's draft in sessionStorage, so a reload or an accidental back does not lose what was
 * typed: the values, the step and the Idempotency-Key of the pending submission (so a retry after a
 * reload still cannot create a second application). Never the files (a File cannot be stored, and
 * documents are personal data) and never the applicant token, which has its own session key.
 */
export interface Draft {
  values: WizardValues;
  step: StepId;
  idempotencyKey: string;
}

const key = (kind: Kind) => `applicationDraft:${kind}`;

export function readDraft(kind: Kind): Draft | null {
  const draft = readJson<Draft>(key(kind));
  if (!draft || typeof draft !== 'object' || !draft.values || draft.values.kind !== kind) return null;
  return draft;
}

export function writeDraft(kind: Kind, draft: Draft): void {
  writeSession(key(kind), JSON.stringify(draft));
}

export function clearDraft(kind: Kind): void {
  writeSession(key(kind), null);
}
