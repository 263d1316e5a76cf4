import { Link, useParams } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { formatDate, formatNumber } from '#domain/format.ts';
import { useI18n } from '../i18n.tsx';
import { CenterPage, summary } from '../ui/CenterPage.tsx';
import type { Download, Link as RecordLink } from './types.ts';
import { FileList } from '../ui/FileList.tsx';
import { PrevNext } from '../ui/PrevNext.tsx';
import { LoadFailed, Loading, NotFound } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';

interface DownloadAnswer {
  download: Download;
  prev: RecordLink | null;
  next: RecordLink | null;
}

/** /center/download/{_download} — one form with its files (name, type, size) and the older / newer one. */
export function DownloadDetailPage() {
  const { t, locale } = useI18n();
  const { _download = '' } = useParams();
  const res = useResource<DownloadAnswer>(`/api/v1/center/downloads/${encodeURIComponent(_download)}`);
  const title = t('nav.center.download');
  const download = res.data?.download._id === _download ? res.data.download : undefined;

  return (
    <CenterPage
      title={title}
      heading={download?.title}
      description={
        download ? summary(download.content, t('center.meta.download')) : t('center.meta.download')
      }
    >
      {res.status === 404 ? (
        <NotFound back="/center/download" backLabel={t('post.backToList')} />
      ) : res.status !== undefined ? (
        <LoadFailed message={res.message} onRetry={res.reload} />
      ) : !download || !res.data ? (
        <Loading />
      ) : (
        <article className="post-view" aria-labelledby="post-title">
          <header className="post-head">
            <h2
              id="post-title"
              className="post-title"
              lang={contentLang(download.title, locale, download.lang?.title)}
            >
              {download.title}
            </h2>
            <dl className="post-meta">
              <div>
                <dt>{t('list.date')}</dt>
                <dd>{formatDate(download.createdAt)}</dd>
              </div>
              <div>
                <dt>{t('list.views')}</dt>
                <dd>{formatNumber(download.views)}</dd>
              </div>
            </dl>
          </header>
          <FileList files={download.files} heading={t('download.files')} />
          <div
            className="post-body rich-text"
            lang={contentLang(download.content, locale, download.lang?.content)}
            dangerouslySetInnerHTML={{ __html: download.content }}
          />
          <PrevNext prev={res.data.prev} next={res.data.next} base="/center/download" />
          <div className="post-actions">
            <Link to="/center/download" className="btn btn-outline">
              {t('post.backToList')}
            </Link>
          </div>
        </article>
      )}
    </CenterPage>
  );
}

export default DownloadDetailPage;
