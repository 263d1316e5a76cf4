import type { PaginationPayload, SortPayload } from 'react-admin';

export type QueryValue = string | number | boolean | undefined | null;
export type Query = Record<string, QueryValue>;

export interface ListParams {
  pagination?: PaginationPayload;
  sort?: SortPayload;
  filter?: Record<string, unknown>;
}

/**
 * react-admin's list parameters as the contract's query (docs/decisions/0003-api-contract.md § General):
 * `?page=&limit=&sort=&order=ASC|DESC&q=&<field>=`. Filters flatten into the query: `q` and every other
 * field by name, nested objects with dotted names, arrays comma-joined, dates as ISO strings; empty values
 * are dropped. react-admin's default sort on `id` means "the server's order", so it is not sent (the API
 * answers an unknown sort field with 400).
 */
export function listQuery(params: ListParams, { paged = true }: { paged?: boolean } = {}): Query {
  const query: Query = {};
  if (paged && params.pagination) {
    query.page = params.pagination.page;
    query.limit = params.pagination.perPage;
  }
  if (params.sort?.field && params.sort.field !== 'id' && params.sort.field !== '_id') {
    query.sort = params.sort.field;
    query.order = params.sort.order === 'ASC' ? 'ASC' : 'DESC';
  }
  flatten(params.filter ?? {}, '', query);
  return query;
}

function flatten(value: Record<string, unknown>, prefix: string, into: Query) {
  for (const [key, item] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (item === undefined || item === null || item === '') continue;
    if (item instanceof Date) into[name] = item.toISOString();
    else if (Array.isArray(item)) {
      if (item.length > 0) into[name] = item.map(String).join(',');
    } else if (typeof item === 'object') flatten(item as Record<string, unknown>, name, into);
    else if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean')
      into[name] = item;
  }
}
