import type { ApplicationRecord } from '../types.ts';
import type { Kind } from '../wizard/values.ts';
import { readJson, writeSession } from './session.ts';

/** The last receipt of this tab, so a reload of the receipt page still shows the receipt number. */
const key = (kind: Kind) => `applicationReceipt:${kind}`;

export function readReceipt(kind: Kind): ApplicationRecord | null {
  const record = readJson<ApplicationRecord>(key(kind));
  return record && typeof record === 'object' && record.kind === kind && record.receiptNo ? record : null;
}

export function writeReceipt(kind: Kind, record: ApplicationRecord | null): void {
  writeSession(key(kind), record ? JSON.stringify(record) : null);
}
