import { Link } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { formatDate, formatNumber } from '#domain/format.ts';
import { useI18n } from '../i18n.tsx';
import { CenterPage } from './CenterPage.tsx';
import { rowNumber } from './format.ts';
import type { NoticeSummary } from './types.ts';
import { apiQuery, useListParams } from './ui/listParams.ts';
import { Pagination } from './ui/Pagination.tsx';
import { SearchableList } from './ui/SearchableList.tsx';
import { ClipIcon } from './ui/SearchIcon.tsx';
import { useResource } from './useResource.ts';

const LIMIT = 10;

/** /center/notice — notices, pinned first with a 공지 badge, with search and pagination. */
export function NoticeListPage() {
  const { t, locale } = useI18n();
  const list = useListParams();
  const res = useResource<{ notifications: NoticeSummary[]; total: number }>(
    `/api/v1/center/notifications${apiQuery({ page: list.page, limit: LIMIT, q: list.q })}`,
  );
  const title = t('nav.center.notice');

  return (
    <CenterPage title={title} description={t('center.meta.notice')}>
      <SearchableList
        res={res}
        list={list}
        searchLabel={t('notice.search')}
        rows={(data) => data.notifications}
      >
        {(rows, data) => (
          <table className="board-table">
            <caption className="visually-hidden">{t('notice.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="col-num">
                  {t('list.number')}
                </th>
                <th scope="col">{t('list.title')}</th>
                <th scope="col" className="col-file">
                  {t('list.file')}
                </th>
                <th scope="col" className="col-date">
                  {t('list.date')}
                </th>
                <th scope="col" className="col-views">
                  {t('list.views')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((notice, index) => (
                <tr key={notice._id} className={notice.pinned ? 'is-pinned' : undefined}>
                  <td className="col-num">
                    {notice.pinned ? (
                      <span className="badge badge-notice">{t('notice.pinned')}</span>
                    ) : (
                      rowNumber(data.total, list.page, LIMIT, index)
                    )}
                  </td>
                  <td className="col-title">
                    {notice.pinned && (
                      <span className="badge badge-notice badge-inline">{t('notice.pinned')}</span>
                    )}
                    <Link
                      to={`/center/notice/${notice._id}`}
                      lang={contentLang(notice.title, locale, notice.lang?.title)}
                    >
                      {notice.title}
                    </Link>
                    <span className="row-sub">
                      {formatDate(notice.createdAt)} ·{' '}
                      {t('list.viewsShort', { views: formatNumber(notice.views) })}
                    </span>
                  </td>
                  <td className="col-file">
                    {notice.files.length > 0 && (
                      <span className="file-mark" title={t('list.hasFiles', { count: notice.files.length })}>
                        <ClipIcon />
                        <span className="visually-hidden">
                          {t('list.hasFiles', { count: notice.files.length })}
                        </span>
                      </span>
                    )}
                  </td>
                  <td className="col-date">{formatDate(notice.createdAt)}</td>
                  <td className="col-views">{formatNumber(notice.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </SearchableList>
      {res.data && (
        <Pagination
          page={list.page}
          total={res.data.total}
          limit={LIMIT}
          href={(page) => list.href({ page })}
        />
      )}
    </CenterPage>
  );
}

export default NoticeListPage;
