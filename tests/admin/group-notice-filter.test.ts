import { describe, expect, it } from 'vitest';
import { renderTemplate, templateParts } from '#domain/noticeTemplate.ts';
import { noticeInputSchema } from '#domain/schemas/groupNotice.ts';
import noticeWords from '#locales/resources/groupNotices.ts';
import { noticeFilterOf } from '#src/admin/applications/GroupNoticeButton.tsx';

/**
 * The group notice dialog (src/admin/applications/GroupNoticeDialog.tsx) reaches what the applications list
 * shows, or refuses: a list filter the notice cannot apply would send to others than the manager sees.
 */
describe("the list's filter as a notice's", () => {
  it('keeps the filters a notice applies', () => {
    expect(
      noticeFilterOf({ kind: 'APPLICATION', round: 7, status: 'WON', supplyType: 'NORMAL_TYPE', q: '' }),
    ).toEqual({
      filter: { kind: 'APPLICATION', round: 7, status: 'WON', supplyType: 'NORMAL_TYPE' },
      unsupported: [],
    });
  });

  it('names the filters it cannot apply (search, my queue, dates, answers)', () => {
    const { unsupported } = noticeFilterOf({
      round: 7,
      q: '김',
      mine: true,
      from: '2026-11-01',
      isHomeless: true,
    });
    expect(unsupported).toEqual(['q', 'mine', 'from', 'isHomeless']);
  });

  it('refuses a value the notice schema refuses rather than dropping it', () => {
    const { filter, unsupported } = noticeFilterOf({ round: 7, status: 'NOT_A_STATUS' });
    expect(filter).toEqual({});
    expect(unsupported).toEqual(['round', 'status']);
  });
});

describe("the dialog's first templates", () => {
  it('are valid in every language and use only known variables', () => {
    const texts = noticeWords.groupNotices.texts;
    const templates = Object.fromEntries(
      (['ko', 'en', 'cn'] as const).map((l) => [
        l,
        { subject: texts.defaultSubject[l], body: texts.defaultBody[l] },
      ]),
    );
    const parsed = noticeInputSchema.safeParse({ filter: {}, channels: ['sms'], templates });
    expect(parsed.success).toBe(true);
    const values = { name: 'N', receiptNo: 'R', round: '3', result: 'X', deadline: 'D', unitType: 'U' };
    for (const l of ['ko', 'en', 'cn'] as const) {
      expect(templateParts(texts.defaultBody[l]).some((p) => 'variable' in p)).toBe(true);
      expect(renderTemplate(texts.defaultBody[l], values)).not.toMatch(/[{}]/);
    }
  });
});
