import { z } from 'zod';
import { APARTMENT_TYPES, COMPLEX, SUPPLY_CATEGORIES, SUPPLY_TYPES } from '../constants.ts';
import {
  cellId,
  DRAW_CELLS,
  DRAW_OUTCOMES,
  DRAW_RANK_FIELDS,
  DRAW_RANKS,
  EMPTY_CELL_RULES,
} from '../draw.ts';
import { drawMessages as m } from '../messages/draw.ts';

const UNIT_TYPE_CODES = APARTMENT_TYPES.map((t) => t.code) as [
  (typeof APARTMENT_TYPES)[number]['code'],
  ...(typeof APARTMENT_TYPES)[number]['code'][],
];

const cellKeySchema = z.object({
  unitType: z.enum(UNIT_TYPE_CODES),
  supplyType: z.enum(SUPPLY_TYPES),
  category: z.enum(SUPPLY_CATEGORIES),
});

const cellSupplySchema = cellKeySchema.extend({
  units: z
    .int(m.drawSupplyInvalid.ko)
    .min(0, m.drawSupplyInvalid.ko)
    .max(COMPLEX.units, m.drawSupplyTooMany.ko),
});

/**
 * The round's supply and draw rules as the console sets them (docs/decisions/0028-verifiable-draw.md):
 * every cell once, the reserve list as a percentage of each cell's units, the empty-cell rule, which rank
 * is the priority rank, and when results are announced.
 */
export const drawSettingsInputSchema = z.object({
  cells: z
    .array(cellSupplySchema)
    .length(DRAW_CELLS.length, m.drawSupplyInvalid.ko)
    .refine((cells) => new Set(cells.map(cellId)).size === DRAW_CELLS.length, m.drawSupplyInvalid.ko)
    .refine((cells) => cells.reduce((sum, c) => sum + c.units, 0) <= COMPLEX.units, m.drawSupplyTooMany.ko),
  reservePercent: z
    .int(m.drawReservePercentInvalid.ko)
    .min(0, m.drawReservePercentInvalid.ko)
    .max(500, m.drawReservePercentInvalid.ko),
  emptyCellRule: z.enum(EMPTY_CELL_RULES),
  rankBy: z.enum(DRAW_RANK_FIELDS),
  announceAt: z.iso.datetime({ offset: true, error: m.drawAnnounceAtInvalid.ko }).nullable(),
});
export type DrawSettingsInput = z.infer<typeof drawSettingsInputSchema>;

/** The draw's state for the console: settings, the seed's hash, and once drawn, who, when and the tally. */
export const drawStateSchema = drawSettingsInputSchema.extend({
  scheduleId: z.uuid(),
  round: z.int(),
  deadAt: z.string(),
  seedHash: z.string().nullable(),
  seedCommittedAt: z.string().nullable(),
  drawnAt: z.string().nullable(),
  drawnBy: z.string().nullable(),
  notifiedAt: z.string().nullable(),
  eligibleCount: z.int(),
  tally: z
    .array(
      cellKeySchema.extend({
        units: z.int(),
        moved: z.int(),
        won: z.int(),
        reserves: z.int(),
        eligible: z.int(),
      }),
    )
    .nullable(),
});
export type DrawState = z.infer<typeof drawStateSchema>;

/** The published list (receipt numbers only), what server/tools/verify-draw.ts reads with the seed. */
export const drawListSchema = z.object({
  reservePercent: z.int(),
  emptyCellRule: z.enum(EMPTY_CELL_RULES),
  cells: z.array(
    cellKeySchema.extend({
      units: z.int(),
      eligible: z.partialRecord(z.enum(DRAW_RANKS), z.array(z.string())),
    }),
  ),
});

/** The public round's draw: the seed's hash from the commitment, the seed and list once drawn. */
export const publicDrawSchema = z.object({
  round: z.int(),
  announceAt: z.string().nullable(),
  seedHash: z.string().nullable(),
  seedCommittedAt: z.string().nullable(),
  drawnAt: z.string().nullable(),
  seed: z.string().nullable(),
  list: drawListSchema.nullable(),
});
export type PublicDraw = z.infer<typeof publicDrawSchema>;

/**
 * An applicant's own result, from the announcement time: the draw's outcome, what followed it (계약,
 * 포기), or NOT_DRAWN for an application that was not eligible at the draw.
 */
export const drawResultSchema = z.object({
  round: z.int(),
  receiptNo: z.string(),
  outcome: z.enum([...DRAW_OUTCOMES, 'CONTRACTED', 'GAVE_UP', 'NOT_DRAWN']),
  unitType: z.string().nullable(),
  reserveNo: z.int().nullable(),
  announceAt: z.string(),
});
export type DrawResultAnswer = z.infer<typeof drawResultSchema>;
