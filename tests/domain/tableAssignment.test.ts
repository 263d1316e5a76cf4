import { describe, expect, it } from 'vitest';
import { interpreterRequest, meetingAttendance } from '#domain/matching/meetingDay.ts';
import { assignTables, numberedTables, type TableMeeting } from '#domain/matching/tableAssignment.ts';

const SLOTS = ['2026-12-10T10:00', '2026-12-10T10:30', '2026-12-10T11:00'];

/** `sellers` × every slot, each meeting without a table. */
const grid = (sellers: number, slots = SLOTS): TableMeeting[] =>
  Array.from({ length: sellers }, (_, s) =>
    slots.map((slot, i) => ({ id: `m${s}-${i}`, sellerId: `s${s}`, slot, table: null })),
  ).flat();

const clashes = (meetings: TableMeeting[], tables: Map<string, string>) => {
  const seen = new Set<string>();
  let count = 0;
  for (const m of meetings) {
    const table = tables.get(m.id);
    if (!table) continue;
    const key = `${m.slot}|${table}`;
    if (seen.has(key)) count += 1;
    seen.add(key);
  }
  return count;
};

describe('assignTables', () => {
  it('gives each seller one table through the day when there are enough', () => {
    const meetings = grid(5);
    const { tables, unplaced } = assignTables(meetings, numberedTables(5));
    expect(unplaced).toEqual([]);
    expect(clashes(meetings, tables)).toBe(0);
    for (let s = 0; s < 5; s++) {
      expect(new Set(meetings.filter((m) => m.sellerId === `s${s}`).map((m) => tables.get(m.id))).size).toBe(
        1,
      );
    }
  });

  it('never puts two meetings at one table in a slot, leaving the surplus unplaced', () => {
    const meetings = grid(4);
    const { tables, unplaced } = assignTables(meetings, numberedTables(3));
    expect(clashes(meetings, tables)).toBe(0);
    expect(unplaced).toHaveLength(3);
    expect(tables.size + unplaced.length).toBe(meetings.length);
  });

  it('keeps manual tables and builds around them', () => {
    const meetings = grid(2);
    meetings[0] = { ...meetings[0]!, table: 'T2' };
    const { tables } = assignTables(meetings, numberedTables(2));
    expect(tables.get('m0-0')).toBe('T2');
    expect(clashes(meetings, tables)).toBe(0);
    // the seller keeps to the table it already has
    expect(new Set(['m0-0', 'm0-1', 'm0-2'].map((id) => tables.get(id)))).toEqual(new Set(['T2']));
  });

  it('moves a seller for a slot only when its table is taken', () => {
    const meetings: TableMeeting[] = [
      { id: 'a', sellerId: 's0', slot: SLOTS[0]!, table: null },
      { id: 'b', sellerId: 's0', slot: SLOTS[1]!, table: null },
      { id: 'c', sellerId: 's1', slot: SLOTS[1]!, table: 'T1' },
    ];
    const { tables } = assignTables(meetings, ['T1', 'T2']);
    expect(tables.get('a')).toBe(tables.get('b'));
    expect(tables.get('a')).toBe('T2');
  });
});

describe('meetingAttendance', () => {
  it('lets staff win, then an absence, then a check-in or a "met"', () => {
    expect(meetingAttendance([], false)).toBeNull();
    expect(meetingAttendance([], true)).toBe('MET');
    expect(
      meetingAttendance(
        [
          { recorder: 'BUYER', result: 'MET' },
          { recorder: 'SELLER', result: 'BUYER_ABSENT' },
        ],
        true,
      ),
    ).toBe('BUYER_ABSENT');
    expect(
      meetingAttendance(
        [
          { recorder: 'BUYER', result: 'SELLER_ABSENT' },
          { recorder: 'SELLER', result: 'BUYER_ABSENT' },
        ],
        false,
      ),
    ).toBe('BOTH_ABSENT');
    expect(
      meetingAttendance(
        [
          { recorder: 'BUYER', result: 'SELLER_ABSENT' },
          { recorder: 'STAFF', result: 'MET' },
        ],
        false,
      ),
    ).toBe('MET');
  });
});

describe('interpreterRequest', () => {
  it('reads the language from a note that asks for an interpreter', () => {
    expect(interpreterRequest('French interpreter please')).toBe('fr');
    expect(interpreterRequest('통역 필요: 스페인어')).toBe('es');
    expect(interpreterRequest('需要翻译，中文')).toBe('zh');
    expect(interpreterRequest('We speak French')).toBeNull();
    expect(interpreterRequest('', 'Need an interpreter (Japanese)')).toBe('ja');
  });
});
