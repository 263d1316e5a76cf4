import { describe, expect, it } from 'vitest';
import { keysetRows } from '#server/services/export.ts';

interface Row {
  id: string;
}

/** Pages of `total` rows whose ids count from 1, each page kept by the test as the reader was given it. */
function source(total: number) {
  const pages: Row[][] = [];
  const fetchPage = async (after: string | undefined, limit: number) => {
    const from = after === undefined ? 1 : Number(after) + 1;
    const page = Array.from({ length: Math.max(0, Math.min(limit, total - from + 1)) }, (_, i) => ({
      id: String(from + i),
    }));
    pages.push(page);
    return page;
  };
  return { pages, fetchPage };
}

describe('keysetRows, the export pages', () => {
  it('hands on every row in order, a page ahead at most', async () => {
    const { pages, fetchPage } = source(12);
    const rows = keysetRows(fetchPage, (row) => row.id, 5);
    expect((await rows.next()).value).toEqual({ id: '1' });
    // the first page, and the next one asked for while the first is written
    expect(pages).toHaveLength(2);
    const rest: string[] = [];
    for await (const row of rows) rest.push(row.id);
    expect(rest).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(pages).toHaveLength(3);
  });

  it('keeps no row of a page once it is handed on', async () => {
    const { pages, fetchPage } = source(12);
    const rows = keysetRows(fetchPage, (row) => row.id, 5);
    const first = (await rows.next()).value as Row;
    await rows.next();
    await rows.next();
    // the page the reader got holds only the rows still to come: the written ones can be collected
    expect(pages[0]).not.toContain(first);
    expect(pages[0]?.map((row) => row.id).sort()).toEqual(['4', '5']);
    await rows.return(undefined);
  });
});
