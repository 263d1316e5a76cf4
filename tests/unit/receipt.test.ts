import { describe, expect, it } from 'vitest';
import { newReceiptNo, RECEIPT_PATTERN } from '#server/services/applications/receipt.ts';

describe('newReceiptNo', () => {
  const now = new Date('2025-12-03T01:00:00Z');

  it('reads kind, round and the Seoul date, then 8 symbols of the alphabet', () => {
    expect(newReceiptNo('APPLICATION', 1, now)).toMatch(/^A1-251203-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(newReceiptNo('REGISTRATION', 12, new Date('2025-12-03T15:30:00Z'))).toMatch(/^R12-251204-/);
  });

  it('draws fresh random symbols across refills of its byte pool, every symbol in every position', () => {
    // 4,096-byte pool, 5 bytes a receipt: 20,000 receipts refill it about 24 times
    const receipts = Array.from({ length: 20_000 }, () => newReceiptNo('APPLICATION', 1, now));
    for (const r of receipts) expect(r).toMatch(RECEIPT_PATTERN);
    expect(new Set(receipts).size).toBe(receipts.length);
    for (let position = 0; position < 8; position++) {
      const symbols = new Set(receipts.map((r) => r.slice(10)[position]));
      expect(symbols.size).toBe(32);
    }
  });
});
