import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { formatDateTime, formatNumber } from '#domain/format.ts';
import { useApi } from '../api.tsx';
import { CenterPage, summary } from '../ui/CenterPage.tsx';
import { clearRecordToken, saveRecordToken } from '../ui/recordTokens.ts';
import { attempt, checkPassword } from '../ui/requests.ts';
import type { Post } from '#domain/schemas/board.ts';
import type { Link as RecordLink } from '../center/types.ts';
import { FileList } from '../ui/FileList.tsx';
import { PasswordForm } from '../ui/PasswordForm.tsx';
import { PrevNext } from '../ui/PrevNext.tsx';
import { LoadFailed, Loading, NotFound } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useI18n } from '../i18n.tsx';
import { useBoardCode } from './BoardPage.tsx';
import { Comments } from './Comments.tsx';
import './board.css';

interface PostAnswer {
  post: Post;
  prev: RecordLink | null;
  next: RecordLink | null;
}

/** /board/{code}/{_post} — a post with its attachments, neighbours and comments; edit/delete by password. */
export function PostDetailPage() {
  const { t, locale } = useI18n();
  const api = useApi();
  const navigate = useNavigate();
  const code = useBoardCode();
  const { _post = '' } = useParams();
  const apiBase = `/api/v1/boards/${encodeURIComponent(code)}/posts/${encodeURIComponent(_post)}`;
  const res = useResource<PostAnswer>(apiBase);
  const [action, setAction] = useState<'edit' | 'delete' | null>(null);
  const post = res.data?.post._id === _post ? res.data.post : undefined;
  const base = `/board/${code}`;

  const proceed = async (password: string) => {
    const out = await checkPassword<{ token: string; post: Post }>(
      api,
      `${apiBase}/check`,
      password,
      t('form.failed'),
    );
    if (!out.ok) return out.errors?.password ?? out.message;
    if (action === 'edit') {
      saveRecordToken('post', _post, out.data.token);
      // the check answers the author's own name; the edit form starts with it
      navigate(`${base}/${_post}/edit`, { state: { author: out.data.post.author } });
      return null;
    }
    const deleted = await attempt(
      () => api.delete(apiBase, { headers: { 'X-Post-Token': out.data.token } }),
      t('form.failed'),
    );
    if (!deleted.ok) return deleted.message;
    clearRecordToken('post', _post);
    navigate(base, { replace: true });
    return null;
  };

  return (
    <CenterPage
      title={t('page.board')}
      heading={post?.title}
      description={post ? summary(post.content, t('board.meta.list')) : t('board.meta.list')}
    >
      {res.status === 404 ? (
        <NotFound back={base} backLabel={t('post.backToList')} />
      ) : res.status !== undefined ? (
        <LoadFailed message={res.message} onRetry={res.reload} />
      ) : !post || !res.data ? (
        <Loading />
      ) : (
        <>
          <article className="post-view" aria-labelledby="post-title">
            <header className="post-head">
              <h2 id="post-title" className="post-title" lang={contentLang(post.title, locale)}>
                {post.title}
              </h2>
              <dl className="post-meta">
                <div>
                  <dt>{t('list.author')}</dt>
                  <dd lang={contentLang(post.author, locale)}>{post.author}</dd>
                </div>
                <div>
                  <dt>{t('list.date')}</dt>
                  <dd>{formatDateTime(post.createdAt)}</dd>
                </div>
                <div>
                  <dt>{t('list.views')}</dt>
                  <dd>{formatNumber(post.views)}</dd>
                </div>
              </dl>
            </header>
            <FileList files={post.files} />
            <div className="post-body plain-text" lang={contentLang(post.content, locale)}>
              {post.content}
            </div>
            <PrevNext prev={res.data.prev} next={res.data.next} base={base} />
            <div className="post-actions">
              <Link to={base} className="btn btn-outline">
                {t('post.backToList')}
              </Link>
              <span className="post-actions-end">
                <button
                  type="button"
                  className="btn btn-outline"
                  aria-pressed={action === 'edit'}
                  onClick={() => setAction(action === 'edit' ? null : 'edit')}
                >
                  {t('post.edit')}
                </button>
                <button
                  type="button"
                  className="btn btn-danger"
                  aria-pressed={action === 'delete'}
                  onClick={() => setAction(action === 'delete' ? null : 'delete')}
                >
                  {t('post.delete')}
                </button>
              </span>
            </div>
            {action && (
              <PasswordForm
                key={action}
                title={action === 'edit' ? t('board.editAsk') : t('board.deleteAsk')}
                submitLabel={action === 'edit' ? t('post.edit') : t('post.delete')}
                onSubmit={proceed}
                onCancel={() => setAction(null)}
              />
            )}
          </article>
          <Comments base={apiBase} />
        </>
      )}
    </CenterPage>
  );
}

export default PostDetailPage;
