import { describe, expect, it } from 'vitest';
import { checkoutSchema } from '#domain/schemas/shopOrder.ts';

/** The checkout's delivery details as people type and paste them (the form and the API share the schema). */
const checkout = (delivery: { phone: string; postcode: string }) =>
  checkoutSchema.safeParse({
    lines: [{ optionId: '00000000-0000-4000-8000-000000000001', quantity: 1 }],
    recipient: '김구매',
    address1: '서울특별시 중구 세종대로 110',
    payMethod: 'CARD',
    agreeTerms: true,
    ...delivery,
  });

describe('checkout delivery details', () => {
  it('takes a phone and a postcode as pasted — hyphens, spaces, dots, full-width digits, +82 — as their digits', () => {
    for (const [phone, postcode] of [
      ['010-1234-5678', '04524'],
      ['０１０ １２３４ ５６７８', '０４５２４'],
      ['010.1234.5678', ' 04524 '],
      ['+82 10-1234-5678', '04524'],
      ['(02) 123-4567', '04524'],
    ] as const) {
      const parsed = checkout({ phone, postcode });
      expect(parsed.success, `${phone} ${postcode}`).toBe(true);
      expect(parsed.data?.postcode).toBe('04524');
      expect(parsed.data?.phone).toMatch(phone.includes('(02)') ? /^021234567$/ : /^01012345678$/);
    }
  });

  it('still refuses what is not a phone or a postcode', () => {
    for (const [phone, postcode, field] of [
      ['010-1234-567a', '04524', 'phone'],
      ['1234', '04524', 'phone'],
      ['010-1234-5678', '0452', 'postcode'],
      ['010-1234-5678', '04524-1', 'postcode'],
    ] as const) {
      const parsed = checkout({ phone, postcode });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.path[0])).toEqual([field]);
    }
  });
});
