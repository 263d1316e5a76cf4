import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fairs } from '#server/db/schema/index.ts';
import { useTestApp } from '../helpers/useTestApp.ts';
import { bearer } from '../helpers/auth.ts';
import { fairInput, matchingStage, offer, step, TIMES } from './matching-helpers.ts';

/** a grid edit never orphans a confirmed meeting. */

const t = useTestApp();

describe("removing a slot of a fair's grid", () => {
  it('is refused while a confirmed meeting holds it, naming the meeting, and changes nothing', async () => {
    const { admin, fair, seller, buyer, slots } = await matchingStage(t.app, 'orphan');
    const m = (await offer(t.app, buyer, fair._id, seller.id, [slots[0]!])).json().matching;
    await step(t.app, seller, m._id, { action: 'accept', slots: [slots[0]] });
    expect((await step(t.app, buyer, m._id, { action: 'confirm', slot: slots[0] })).statusCode).toBe(200);

    const put = (times: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/console/fairs/${fair._id}`,
        headers: { ...bearer(admin), 'accept-language': 'en' },
        payload: fairInput({ dates: fair.dates, times }),
      });
    const refused = await put(TIMES.slice(1));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`${slots[0]!.replace('T', ' ')} KST`);
    expect(refused.json().message).toContain('orphanbuy Trading SAS ↔ orphansel0 주식회사');
    const [row] = await t.db.select().from(fairs).where(eq(fairs.id, fair._id));
    expect(row!.times).toEqual(TIMES);

    // a slot without a meeting goes
    expect((await put(TIMES.slice(0, 3))).statusCode).toBe(200);
  });
});
