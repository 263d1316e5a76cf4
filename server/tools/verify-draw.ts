/**
 * Recomputes a round's draw from its published seed and list (docs/decisions/0028-verifiable-draw.md), so
 * that anyone can check the winners and reserves the site announced. Needs Node 24 and this repository
 * (after `npm install`, `node_modules/.bin/node` is Node 24):
 *
 *   curl -o draw.json https://<site>/api/v1/application/schedules/<round id>/draw
 *   node server/tools/verify-draw.ts --draw draw.json
 *   node server/tools/verify-draw.ts --seed <seed> --list eligible.json [--hash <published sha256>] [--json]
 *
 * `--draw` takes the public answer as it is (seed, hash and list inside); `--list` a file holding the
 * list alone. It checks that SHA-256(seed) is the hash published before the draw, then prints every cell
 * and every receipt number's outcome (WON, RESERVE n, LOST), or with --json the whole result as JSON.
 * Exit code 1 when the seed does not match its hash.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { cellId } from '#domain/draw.ts';
import { drawListSchema, publicDrawSchema } from '#domain/schemas/draw.ts';
import { drawWithSeed, seedHashOf } from '#server/services/draw/lot.ts';

const { values } = parseArgs({
  options: {
    draw: { type: 'string' },
    seed: { type: 'string' },
    list: { type: 'string' },
    hash: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

function inputs(): { seed: string; hash: string | undefined; list: ReturnType<typeof drawListSchema.parse> } {
  if (values.draw) {
    const raw = readJson(values.draw) as { draw?: unknown };
    const draw = publicDrawSchema.parse(raw.draw ?? raw);
    if (!draw.seed || !draw.list)
      throw new Error('this round has not been drawn yet: no seed or list published');
    return { seed: draw.seed, hash: values.hash ?? draw.seedHash ?? undefined, list: draw.list };
  }
  if (!values.seed || !values.list)
    throw new Error('usage: --draw draw.json | --seed <seed> --list eligible.json');
  return { seed: values.seed, hash: values.hash, list: drawListSchema.parse(readJson(values.list)) };
}

try {
  const { seed, hash, list } = inputs();
  const actual = seedHashOf(seed);
  if (hash && hash.toLowerCase() !== actual) {
    console.error(`SHA-256(seed) = ${actual} is not the published hash ${hash}`);
    process.exit(1);
  }
  const result = drawWithSeed(seed, list);
  if (values.json) {
    console.log(JSON.stringify({ seedHash: actual, ...result }));
  } else {
    console.log(`seed sha256 ${actual}${hash ? ' (matches the published hash)' : ''}`);
    for (const cell of result.cells) {
      console.log(
        `${cellId(cell)}: ${cell.units} units${cell.moved ? ` (${cell.moved > 0 ? '+' : ''}${cell.moved} moved)` : ''}, ` +
          `${cell.eligible} eligible, ${cell.won} won, ${cell.reserves} reserves`,
      );
    }
    for (const p of result.placements) {
      console.log(`${p.receiptNo}\t${cellId(p)}\t${p.outcome}${p.reserveNo ? ` ${p.reserveNo}` : ''}`);
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
