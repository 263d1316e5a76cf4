import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/useTestApp.ts';
import { bearer } from '../helpers/auth.ts';
import { firstSheet } from '../helpers/xlsx.ts';
import { matchingStage, offer } from './matching-helpers.ts';

/** the buyer's note reaches the seller, the organiser and the export. */

const t = useTestApp();

describe("the buyer's note", () => {
  it('is shown to the seller, in the console and in the export', async () => {
    const { admin, fair, seller, buyer, slots } = await matchingStage(t.app, 'note');
    const note = '통역 필요: 프랑스어';
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/me/schedules/${fair._id}`,
      headers: bearer(buyer.token),
      payload: { slots, mode: 'ONLINE', note },
    });
    expect(saved.statusCode).toBe(200);
    const m = (await offer(t.app, buyer, fair._id, seller.id, [slots[0]!])).json().matching;

    const sellers = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me/matchings',
      headers: bearer(seller.token),
    });
    expect(sellers.json().matchings[0].buyer.note).toBe(note);

    const consoleRecord = await t.app.inject({
      method: 'GET',
      url: `/api/console/matchings/${m._id}`,
      headers: bearer(admin),
    });
    expect(consoleRecord.json().matching.buyer.note).toBe(note);

    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/console/matchings/export?fair=${fair._id}`,
      headers: bearer(admin),
    });
    expect(exported.statusCode).toBe(200);
    const ws = await firstSheet(exported.rawPayload);
    const rows: unknown[][] = [];
    ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const column = rows[0]!.indexOf('바이어 메모');
    expect(column).toBeGreaterThan(0);
    expect(rows[1]![column]).toBe(note);
  });
});
