import { Link } from 'react-router-dom';
import { useI18n } from '../i18n.tsx';

/** How many page numbers show around the current one (5 on a phone fits 390 px with the arrows). */
const WINDOW = 5;

/**
 * Page links of a list: first / previous / numbers / next / last. A `<nav>` with its own name; the
 * current page is `aria-current="page"` and not a link; arrows carry text for screen readers.
 */
export function Pagination({
  page,
  total,
  limit,
  href,
}: {
  page: number;
  total: number;
  limit: number;
  href: (page: number) => string;
}) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  const start = Math.max(1, Math.min(current - Math.floor(WINDOW / 2), pages - WINDOW + 1));
  const numbers = Array.from({ length: Math.min(WINDOW, pages) }, (_, i) => start + i);

  const arrow = (target: number, label: string, symbol: string, disabled: boolean) => (
    <li>
      {disabled ? (
        <span className="pagination-arrow is-disabled" aria-hidden="true">
          {symbol}
        </span>
      ) : (
        <Link className="pagination-arrow" to={href(target)} aria-label={label}>
          <span aria-hidden="true">{symbol}</span>
        </Link>
      )}
    </li>
  );

  return (
    <nav className="pagination" aria-label={t('list.pagination')}>
      <ul>
        {arrow(1, t('list.firstPage'), '«', current === 1)}
        {arrow(current - 1, t('list.prevPage'), '‹', current === 1)}
        {numbers.map((n) => (
          <li key={n}>
            {n === current ? (
              <span className="pagination-page is-current" aria-current="page">
                <span className="visually-hidden">{t('list.pageLabel', { page: n })}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <Link className="pagination-page" to={href(n)} aria-label={t('list.pageLabel', { page: n })}>
                {n}
              </Link>
            )}
          </li>
        ))}
        {arrow(current + 1, t('list.nextPage'), '›', current === pages)}
        {arrow(pages, t('list.lastPage'), '»', current === pages)}
      </ul>
    </nav>
  );
}

/** The page links of a list read with usePagedResource, whose pages are `path?page=n`. */
export function PagedPagination({
  res,
  total,
  path,
}: {
  res: { page: number; limit: number };
  total: number;
  path: string;
}) {
  return (
    <Pagination page={res.page} total={total} limit={res.limit} href={(next) => `${path}?page=${next}`} />
  );
}
