import type { ReactNode } from 'react';
import { formatNumber } from '#domain/format.ts';
import { useI18n } from '../i18n.tsx';
import type { Resource } from './useResource.ts';
import type { ListParams } from './listParams.ts';
import { Pagination } from './Pagination.tsx';
import { SearchForm } from './SearchForm.tsx';
import { Empty, LoadFailed, Loading } from './Status.tsx';

/**
 * The frame every searchable list of the customer centre and the board shares: the total and the search
 * box, then the failure, loading or empty state, or the page's own table for the rows it picks, and the
 * pages of `limit` rows each.
 */
export function SearchableList<T extends { total: number }, R>(props: {
  res: Resource<T>;
  list: ListParams;
  searchLabel: string;
  limit: number;
  rows: (data: T) => R[];
  children: (rows: R[], data: T) => ReactNode;
}) {
  const { res, list, searchLabel, limit, rows, children } = props;
  const { t } = useI18n();
  const picked = res.data ? rows(res.data) : [];
  return (
    <>
      <div className="list-toolbar">
        <p className="list-count" aria-live="polite">
          {/* a blank line until the total arrives: the search box must not move down then */}
          {res.data ? t('list.total', { total: formatNumber(res.data.total) }) : '\u00a0'}
        </p>
        <SearchForm value={list.q} label={searchLabel} onSearch={(q) => list.set({ q, page: undefined })} />
      </div>
      {res.status !== undefined ? (
        <LoadFailed message={res.message} onRetry={res.reload} />
      ) : !res.data ? (
        <Loading list />
      ) : picked.length === 0 ? (
        <Empty searching={Boolean(list.q)} />
      ) : (
        children(picked, res.data)
      )}
      {res.data && (
        <Pagination
          page={list.page}
          total={res.data.total}
          limit={limit}
          href={(page) => list.href({ page })}
        />
      )}
    </>
  );
}
