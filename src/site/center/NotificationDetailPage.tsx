import { Link, useParams } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { formatDate, formatNumber } from '#domain/format.ts';
import { useI18n } from '../i18n.tsx';
import { CenterPage, summary } from '../ui/CenterPage.tsx';
import type { Link as RecordLink, Notice } from './types.ts';
import { FileList } from '../ui/FileList.tsx';
import { PrevNext } from '../ui/PrevNext.tsx';
import { LoadFailed, Loading, NotFound } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';

interface NotificationAnswer {
  notification: Notice;
  prev: RecordLink | null;
  next: RecordLink | null;
}

/** /center/notice/{_notification} — one notification with its attachments and the older / newer one. */
export function NotificationDetailPage() {
  const { t, locale } = useI18n();
  const { _notification = '' } = useParams();
  const res = useResource<NotificationAnswer>(
    `/api/v1/center/notifications/${encodeURIComponent(_notification)}`,
  );
  const title = t('nav.center.notice');
  const notification = res.data?.notification._id === _notification ? res.data.notification : undefined;

  return (
    <CenterPage
      title={title}
      heading={notification?.title}
      description={
        notification ? summary(notification.content, t('center.meta.notice')) : t('center.meta.notice')
      }
    >
      {res.status === 404 ? (
        <NotFound back="/center/notice" backLabel={t('post.backToList')} />
      ) : res.status !== undefined ? (
        <LoadFailed message={res.message} onRetry={res.reload} />
      ) : !notification || !res.data ? (
        <Loading />
      ) : (
        <article className="post-view" aria-labelledby="post-title">
          <header className="post-head">
            {notification.pinned && <span className="badge badge-notice">{t('notice.pinned')}</span>}
            <h2
              id="post-title"
              className="post-title"
              lang={contentLang(notification.title, locale, notification.lang?.title)}
            >
              {notification.title}
            </h2>
            <dl className="post-meta">
              <div>
                <dt>{t('list.date')}</dt>
                <dd>{formatDate(notification.createdAt)}</dd>
              </div>
              <div>
                <dt>{t('list.views')}</dt>
                <dd>{formatNumber(notification.views)}</dd>
              </div>
            </dl>
          </header>
          <FileList files={notification.files} />
          {/* sanitized by the server on every write (server/services/html.ts) */}
          <div
            className="post-body rich-text"
            lang={contentLang(notification.content, locale, notification.lang?.content)}
            dangerouslySetInnerHTML={{ __html: notification.content }}
          />
          <PrevNext prev={res.data.prev} next={res.data.next} base="/center/notice" />
          <div className="post-actions">
            <Link to="/center/notice" className="btn btn-outline">
              {t('post.backToList')}
            </Link>
          </div>
        </article>
      )}
    </CenterPage>
  );
}

export default NotificationDetailPage;
