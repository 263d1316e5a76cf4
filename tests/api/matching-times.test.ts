import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema/index.ts';
import { useTestApp } from '../helpers/useTestApp.ts';
import { bearer } from '../helpers/auth.ts';
import { matchingStage, offer } from './matching-helpers.ts';

/** the organiser and the mails show Seoul time and the buyer's own time. */

const t = useTestApp();

describe("Seoul time and the buyer's time", () => {
  it("the console's matching carries the buyer's zone; the mail's answer-by is in both clocks", async () => {
    const { admin, fair, seller, buyer, slots } = await matchingStage(t.app, 'tz');
    const m = (await offer(t.app, buyer, fair._id, seller.id, [slots[0]!])).json().matching;

    const record = await t.app.inject({
      method: 'GET',
      url: `/api/console/matchings/${m._id}`,
      headers: bearer(admin),
    });
    expect(record.statusCode).toBe(200);
    expect(record.json().matching.buyer.timeZone).toBe('Europe/Paris');

    const mails = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, `${buyer.username}@example.com`));
    const answerBy = mails.map((r) => r.body.split('\n').find((l) => l.includes('Answer by')));
    expect(answerBy[0]).toMatch(/\(Asia\/Seoul\) \/ \d{4}-\d\d-\d\d \d\d:\d\d \(Europe\/Paris\)/);
  });
});
