import { Link } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { formatDate, formatNumber } from '#domain/format.ts';
import { useI18n } from '../i18n.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { rowNumber } from '../ui/format.ts';
import type { NoticeSummary } from './types.ts';
import { apiQuery, useListParams } from '../ui/listParams.ts';
import { ListTable } from '../ui/ListTable.tsx';
import { SearchableList } from '../ui/SearchableList.tsx';
import { ClipIcon } from '../ui/SearchIcon.tsx';
import { useResource } from '../ui/useResource.ts';

const LIMIT = 10;

/** /center/notice — notifications, pinned first with a 공지 badge, with search and pagination. */
export function NotificationListPage() {
  const { t, locale } = useI18n();
  const list = useListParams();
  const res = useResource<{ notifications: NoticeSummary[]; total: number }>(
    `/api/v1/center/notifications${apiQuery({ page: list.page, limit: LIMIT, q: list.q })}`,
  );
  const title = t('nav.center.notice');

  return (
    <CenterPage title={title} description={t('center.meta.notice')}>
      <SearchableList
        limit={LIMIT}
        res={res}
        list={list}
        searchLabel={t('notice.search')}
        rows={(data) => data.notifications}
      >
        {(rows, data) => (
          <ListTable
            caption={t('notice.caption')}
            columns={[
              ['col-file', t('list.file')],
              ['col-date', t('list.date')],
              ['col-views', t('list.views')],
            ]}
          >
            {rows.map((notification, index) => (
              <tr key={notification._id} className={notification.pinned ? 'is-pinned' : undefined}>
                <td className="col-num">
                  {notification.pinned ? (
                    <span className="badge badge-notice">{t('notice.pinned')}</span>
                  ) : (
                    rowNumber(data.total, list.page, LIMIT, index)
                  )}
                </td>
                <td className="col-title">
                  {notification.pinned && (
                    <span className="badge badge-notice badge-inline">{t('notice.pinned')}</span>
                  )}
                  <Link
                    to={`/center/notice/${notification._id}`}
                    lang={contentLang(notification.title, locale, notification.lang?.title)}
                  >
                    {notification.title}
                  </Link>
                  <span className="row-sub">
                    {formatDate(notification.createdAt)} ·{' '}
                    {t('list.viewsShort', { views: formatNumber(notification.views) })}
                  </span>
                </td>
                <td className="col-file">
                  {notification.files.length > 0 && (
                    <span
                      className="file-mark"
                      title={t('list.hasFiles', { count: notification.files.length })}
                    >
                      <ClipIcon />
                      <span className="visually-hidden">
                        {t('list.hasFiles', { count: notification.files.length })}
                      </span>
                    </span>
                  )}
                </td>
                <td className="col-date">{formatDate(notification.createdAt)}</td>
                <td className="col-views">{formatNumber(notification.views)}</td>
              </tr>
            ))}
          </ListTable>
        )}
      </SearchableList>
    </CenterPage>
  );
}

export default NotificationListPage;
