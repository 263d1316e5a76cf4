import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { DrawCellSupply, DrawList, DrawResult } from '#domain/draw.ts';
import { DRAW_OUTCOMES, DRAW_RANK_FIELDS, EMPTY_CELL_RULES } from '#domain/draw.ts';
import { applications } from './applications.ts';
import { timestamptz, updatedAt } from './columns.ts';
import { schedules } from './schedules.ts';

/**
 * A round's supply and its draw (docs/decisions/0028-verifiable-draw.md), one row per round. `seed` is the
 * secret the server drew at the commitment: no route returns it before `drawnAt`; `seedHash` (its
 * SHA-256, hex) is public from `seedCommittedAt`. `drawnAt` is set once, by the statement that takes the
 * row's lock, so a round is drawn once however many managers press the button. `list` is the published
 * list of eligible receipt numbers (no names), `tally` each cell's count.
 */
export const roundDraws = pgTable(
  'round_draws',
  {
    scheduleId: uuid()
      .primaryKey()
      .references(() => schedules.id, { onDelete: 'restrict' }),
    cells: jsonb().$type<DrawCellSupply[]>().notNull(),
    reservePercent: integer().notNull(),
    emptyCellRule: text({ enum: EMPTY_CELL_RULES }).notNull(),
    rankBy: text({ enum: DRAW_RANK_FIELDS }).notNull(),
    announceAt: timestamptz(),
    seed: text(),
    seedHash: text(),
    seedCommittedAt: timestamptz(),
    seedCommittedBy: text(),
    drawnAt: timestamptz(),
    drawnBy: text(),
    list: jsonb().$type<DrawList>(),
    tally: jsonb().$type<DrawResult['cells']>(),
    notifiedAt: timestamptz(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('round_draws_seed_check', sql`(${t.seed} is null) = (${t.seedHash} is null)`),
    check('round_draws_drawn_check', sql`${t.drawnAt} is null or ${t.seedHash} is not null`),
  ],
);

/**
 * Where the draw placed an application: its cell, the drawn outcome and, for a reserve, its number. The
 * application's status carries what followed (a promotion, a contract, a give-up); this row keeps the
 * draw as drawn.
 */
export const drawPlacements = pgTable(
  'draw_placements',
  {
    applicationId: uuid()
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    scheduleId: uuid()
      .notNull()
      .references(() => schedules.id, { onDelete: 'restrict' }),
    unitType: text().notNull(),
    supplyType: text().notNull(),
    category: text().notNull(),
    outcome: text({ enum: DRAW_OUTCOMES }).notNull(),
    reserveNo: integer(),
    promotedAt: timestamptz(),
  },
  (t) => [
    check('draw_placements_reserve_check', sql`(${t.outcome} = 'RESERVE') = (${t.reserveNo} is not null)`),
    index('draw_placements_cell_idx').on(t.scheduleId, t.unitType, t.supplyType, t.category, t.reserveNo),
  ],
);
