import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { decodeMessage, smtpConfig, startSmtpServer } from '../helpers/smtp.ts';
import { matchingStage, offer, step } from './matching-helpers.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtp: smtpConfig(smtp.port) });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The body of the MIME part whose headers contain `marker`, decoded. */
function part(data: string, marker: string): string {
  const start = data.indexOf(marker);
  if (start < 0) return '';
  const headersEnd = data.indexOf('\n\n', start);
  const headers = data.slice(data.lastIndexOf('\n--', start), headersEnd);
  const body = data.slice(headersEnd + 2, data.indexOf('\n--', headersEnd));
  return /base64/i.test(headers) ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8') : body;
}

describe('matching e-mails over SMTP', () => {
  it('delivers the confirmation to both parties with the invite.ics attached', async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'smtp');
    const m = (await offer(t.app, buyer, fair._id, seller.id, [slots[0]!])).json().matching;
    await step(t.app, seller, m._id, { action: 'accept', slots: [slots[0]] });
    await step(t.app, buyer, m._id, { action: 'confirm', slot: slots[0] });
    const confirmations = () =>
      smtp.received.filter((mail) =>
        /확정되었습니다|The meeting is confirmed/.test(decodeMessage(mail.data).subject),
      );
    await vi.waitFor(() => expect(confirmations()).toHaveLength(2), { timeout: 10_000, interval: 50 });
    const toBuyer = confirmations().find((mail) => mail.to.some((to) => to.includes(buyer.username)))!;
    expect(toBuyer.data).toMatch(/Content-Type: text\/calendar; charset=UTF-8; method=REQUEST/i);
    const ics = part(toBuyer.data, 'invite.ics');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`UID:matching-${m._id}@business-matching`);
    expect(confirmations().some((mail) => mail.to.some((to) => to.includes(seller.username)))).toBe(true);
  });
});
