import { performance } from 'node:perf_hooks';
import { DRAW_CELLS, DRAW_RANKS, type DrawList } from '#domain/draw.ts';
import { drawWithSeed, newSeed } from '#server/services/draw/lot.ts';

/**
 * The draw at scale: `eligible` applications spread over the 16 cells and the four priority
 * ranks, 30 units per cell and 50 % reserves, drawn as the server draws them (HMAC lot per receipt number,
 * ranking, empty-cell rule). The time is the draw's computation alone: the placements' inserts are the
 * database's part of `POST …/draw/run`.
 */
export function benchDraw(eligible: number): { ms: number; won: number; placed: number } {
  const list: DrawList = {
    reservePercent: 50,
    emptyCellRule: 'OTHER_CATEGORY',
    cells: DRAW_CELLS.map((cell) => ({ ...cell, units: 30, eligible: {} })),
  };
  for (let i = 0; i < eligible; i++) {
    const cell = list.cells[i % list.cells.length]!;
    const rank = DRAW_RANKS[Math.floor(i / list.cells.length) % DRAW_RANKS.length]!;
    (cell.eligible[rank] ??= []).push(`A1-261203-${i.toString(36).toUpperCase().padStart(8, '0')}`);
  }
  const started = performance.now();
  const result = drawWithSeed(newSeed(), list);
  const ms = performance.now() - started;
  return { ms, won: result.cells.reduce((s, c) => s + c.won, 0), placed: result.placements.length };
}
