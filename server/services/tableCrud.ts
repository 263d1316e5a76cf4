import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/index.ts';
import { searchIn, type ListOrder } from '../http/list.ts';
import { paged } from './export.ts';

/**
 * The console service of a plain table: one row is one record, the list searches a few text columns, filters
 * by equality on a few others and sorts on a few more. It gives what `crudRoutes`
 * (server/routes/console/_crud.ts) takes, so such a resource's route file is all it needs on the server
 * (docs/decisions/0013-console-resources-declared-once.md § Adding a console resource). A resource that does
 * more (files, people's data, states) writes its own service.
 */
export interface PlainTable<T extends PgTable, R, I, F extends string, S extends string> {
  table: T;
  /** The primary key, and the last tie-break of every order: a total order for paging. */
  id: AnyPgColumn;
  /** A row as the API answers it. */
  toRecord(row: T['$inferSelect']): R;
  /** The parsed input as the row's values (create and update). */
  values(input: I): T['$inferInsert'];
  /** What the list's `q` searches (contains, case-insensitive). */
  search: readonly AnyPgColumn[];
  /** The list's other filters: each one, when given, must equal its column. */
  equals: Record<F, AnyPgColumn>;
  /** The sortable fields; the first one is the default sort. */
  sorts: Record<S, AnyPgColumn>;
  defaultSort: NoInfer<S>;
  /** Ties of every sort, after the chosen one and before the id (the site's own order). */
  tieBreak: readonly AnyPgColumn[];
}

export type PlainFilter<F extends string> = { q?: string | undefined } & Partial<
  Record<F, string | number | boolean | undefined>
>;

type Page = { limit: number; offset: number };

export function tableCrud<T extends PgTable, R, I, F extends string, S extends string>(
  spec: PlainTable<T, R, I, F, S>,
) {
  const { table } = spec;
  const columns = Object.entries(spec.equals) as [F, AnyPgColumn][];

  function where(filter: PlainFilter<F>): SQL | undefined {
    return and(
      searchIn(filter.q, ...spec.search),
      ...columns.map(([key, column]) => (filter[key] === undefined ? undefined : eq(column, filter[key]))),
    );
  }

  function orderOf(o: ListOrder<S>): SQL[] {
    const direction = o.order === 'DESC' ? desc : asc;
    return [
      direction(spec.sorts[o.sort ?? spec.defaultSort]),
      ...spec.tieBreak.map((column) => asc(column)),
      asc(spec.id),
    ];
  }

  // Drizzle cannot resolve a query's row type for a table only known as a type parameter: the rows are the
  // table's own, as `$inferSelect` says.
  const recordsOf = (rows: unknown) => (rows as T['$inferSelect'][]).map((row) => spec.toRecord(row));
  const byId = (id: string) => eq(spec.id, id);
  const from = (db: Db) => db.select().from(table as PgTable);

  async function select(db: Db, filter: PlainFilter<F>, o: ListOrder<S>, page: Page): Promise<R[]> {
    const rows = await from(db)
      .where(where(filter))
      .orderBy(...orderOf(o))
      .limit(page.limit)
      .offset(page.offset);
    return recordsOf(rows);
  }

  return {
    sorts: Object.keys(spec.sorts) as [S, ...S[]],
    async list(db: Db, query: PlainFilter<F> & ListOrder<S> & Page): Promise<{ items: R[]; total: number }> {
      const [items, [counted]] = await Promise.all([
        select(db, query, query, query),
        db
          .select({ total: count() })
          .from(table as PgTable)
          .where(where(query)),
      ]);
      return { items, total: counted?.total ?? 0 };
    },
    each(db: Db, filter: PlainFilter<F>, o: ListOrder<S>): AsyncGenerator<R> {
      return paged((offset, limit) => select(db, filter, o, { limit, offset }));
    },
    async get(db: Db, id: string): Promise<R | null> {
      const [record] = recordsOf(await from(db).where(byId(id)));
      return record ?? null;
    },
    async create(db: Db, input: I): Promise<R> {
      const [record] = recordsOf(await db.insert(table).values(spec.values(input)).returning());
      if (!record) throw new Error('row not inserted');
      return record;
    },
    async update(db: Db, id: string, input: I): Promise<R | null> {
      const [record] = recordsOf(await db.update(table).set(spec.values(input)).where(byId(id)).returning());
      return record ?? null;
    },
    async remove(db: Db, id: string): Promise<boolean> {
      return (await db.delete(table).where(byId(id)).returning()).length > 0;
    },
  };
}
