import { Link, useParams } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { formatDate, formatNumber } from '#domain/format.ts';
import { useI18n } from '../i18n.tsx';
import { CenterPage, summary } from './CenterPage.tsx';
import type { Link as RecordLink, Notice } from './types.ts';
import { FileList } from './ui/FileList.tsx';
import { PrevNext } from './ui/PrevNext.tsx';
import { LoadFailed, Loading, NotFound } from './ui/Status.tsx';
import { useResource } from './useResource.ts';

interface NoticeAnswer {
  notification: Notice;
  prev: RecordLink | null;
  next: RecordLink | null;
}

/** /center/notice/{_notification} — one notice with its attachments and the older / newer notice. */
export function NoticeDetailPage() {
  const { t, locale } = useI18n();
  const { _notification = '' } = useParams();
  const res = useResource<NoticeAnswer>(`/api/v1/center/notifications/${encodeURIComponent(_notification)}`);
  const title = t('nav.center.notice');
  const notice = res.data?.notification._id === _notification ? res.data.notification : undefined;

  return (
    <CenterPage
      title={title}
      heading={notice?.title}
      description={notice ? summary(notice.content, t('center.meta.notice')) : t('center.meta.notice')}
    >
      {res.status === 404 ? (
        <NotFound back="/center/notice" backLabel={t('post.backToList')} />
      ) : res.status !== undefined ? (
        <LoadFailed message={res.message} onRetry={res.reload} />
      ) : !notice || !res.data ? (
        <Loading />
      ) : (
        <article className="post-view" aria-labelledby="post-title">
          <header className="post-head">
            {notice.pinned && <span className="badge badge-notice">{t('notice.pinned')}</span>}
            <h2
              id="post-title"
              className="post-title"
              lang={contentLang(notice.title, locale, notice.lang?.title)}
            >
              {notice.title}
            </h2>
            <dl className="post-meta">
              <div>
                <dt>{t('list.date')}</dt>
                <dd>{formatDate(notice.createdAt)}</dd>
              </div>
              <div>
                <dt>{t('list.views')}</dt>
                <dd>{formatNumber(notice.views)}</dd>
              </div>
            </dl>
          </header>
          <FileList files={notice.files} />
          {/* sanitized by the server on every write (server/services/html.ts) */}
          <div
            className="post-body rich-text"
            lang={contentLang(notice.content, locale, notice.lang?.content)}
            dangerouslySetInnerHTML={{ __html: notice.content }}
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

export default NoticeDetailPage;
