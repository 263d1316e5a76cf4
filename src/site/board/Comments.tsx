import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { contentLang } from '#domain/contentLang.ts';
import { formatDateTime } from '#domain/format.ts';
import { COMMENT_MAX, commentInputSchema, type CommentInput } from '#domain/schemas/board.ts';
import { AUTHOR_NAME_MAX } from '#domain/schemas/question.ts';
import { useApi } from '../api.tsx';
import { saveRecordToken } from '../ui/recordTokens.ts';
import { attempt, checkPassword } from '../ui/requests.ts';
import type { Comment } from '#domain/schemas/board.ts';
import { Honeypot, TextArea, TextField } from '../ui/Field.tsx';
import { PasswordForm } from '../ui/PasswordForm.tsx';
import { NewPasswordField } from '../ui/WriteFormParts.tsx';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useI18n } from '../i18n.tsx';

type FieldName = keyof CommentInput;

/** The comments of a post: the list (oldest first), deleting one with its password, and the form. */
export function Comments({ base }: { base: string }) {
  const { t } = useI18n();
  const res = useResource<{ comments: Comment[]; total: number }>(`${base}/comments`);
  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title" className="comments-title">
        {t('comment.title')} <span className="comments-count">{res.data?.total ?? 0}</span>
      </h2>
      {res.status !== undefined ? (
        <LoadFailed message={res.message} onRetry={res.reload} />
      ) : !res.data ? (
        <Loading />
      ) : res.data.comments.length === 0 ? (
        <p className="comments-empty">{t('comment.empty')}</p>
      ) : (
        <ul className="comment-list">
          {res.data.comments.map((comment) => (
            <CommentItem key={comment._id} base={base} comment={comment} onDeleted={res.reload} />
          ))}
        </ul>
      )}
      <CommentForm base={base} onSaved={res.reload} />
    </section>
  );
}

function CommentItem({
  base,
  comment,
  onDeleted,
}: {
  base: string;
  comment: Comment;
  onDeleted: () => void;
}) {
  const { t, locale } = useI18n();
  const api = useApi();
  const [asking, setAsking] = useState(false);
  const url = `${base}/comments/${comment._id}`;

  const remove = async (password: string) => {
    const out = await checkPassword<{ token: string }>(api, `${url}/check`, password, t('form.failed'));
    if (!out.ok) return out.errors?.password ?? out.message;
    saveRecordToken('comment', comment._id, out.data.token);
    const deleted = await attempt(
      () => api.delete(url, { headers: { 'X-Comment-Token': out.data.token } }),
      t('form.failed'),
    );
    if (!deleted.ok) return deleted.message;
    onDeleted();
    return null;
  };

  return (
    <li className="comment">
      <p className="comment-head">
        <span className="comment-author" lang={contentLang(comment.author, locale)}>
          {comment.author}
        </span>
        <span className="comment-date">{formatDateTime(comment.createdAt)}</span>
      </p>
      <p className="plain-text comment-body" lang={contentLang(comment.content, locale)}>
        {comment.content}
      </p>
      {asking ? (
        <PasswordForm
          compact
          title={t('comment.deleteAsk')}
          submitLabel={t('post.delete')}
          onSubmit={remove}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <button
          type="button"
          className="text-button"
          onClick={() => setAsking(true)}
          aria-label={t('comment.deleteNamed', { author: comment.author })}
        >
          {t('post.delete')}
        </button>
      )}
    </li>
  );
}

function CommentForm({ base, onSaved }: { base: string; onSaved: () => void }) {
  const { t } = useI18n();
  const api = useApi();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CommentInput>({
    resolver: zodResolver(commentInputSchema) as unknown as Resolver<CommentInput>,
    defaultValues: { name: '', password: '', content: '', website: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    const out = await attempt(
      () => api.post<{ comment: Comment }>(`${base}/comments`, values),
      t('form.failed'),
    );
    if (!out.ok) {
      let focused = false;
      for (const [field, text] of Object.entries(out.errors ?? {})) {
        if (!['name', 'password', 'content'].includes(field)) continue;
        form.setError(field as FieldName, { message: text }, { shouldFocus: !focused });
        focused = true;
      }
      if (!focused) setProblem(out.message);
      return;
    }
    form.reset({ name: values.name, password: '', content: '', website: '' });
    onSaved();
  });

  return (
    <form className="comment-form" onSubmit={onSubmit} noValidate aria-labelledby="comment-form-title">
      <h3 id="comment-form-title" className="comment-form-title">
        {t('comment.write')}
      </h3>
      <div className="form-row">
        <TextField
          id="comment-name"
          label={t('form.name')}
          required
          autoComplete="name"
          maxLength={AUTHOR_NAME_MAX}
          registration={form.register('name')}
          error={errors.name?.message}
        />
        <NewPasswordField
          id="comment-password"
          registration={form.register('password')}
          error={errors.password?.message}
        />
      </div>
      <TextArea
        id="comment-content"
        label={t('comment.content')}
        required
        rows={3}
        maxLength={COMMENT_MAX}
        registration={form.register('content')}
        error={errors.content?.message}
      />
      <Honeypot registration={form.register('website')} />
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? t('form.saving') : t('comment.submit')}
        </button>
      </div>
    </form>
  );
}
