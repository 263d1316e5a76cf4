import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '../i18n.tsx';
import type { Resource } from './useResource.ts';

/** The states of a list or a detail: loading, a failure with retry, not found, nothing found. */
export function Loading({ list = false }: { list?: boolean }) {
  const { t } = useI18n();
  return (
    // a list's loading box is about as tall as a page of rows, so the footer does not jump when they come
    <div className={list ? 'state-box is-list-loading' : 'state-box'} role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('page.loading')}</span>
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message?: string | undefined; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="state-box" role="alert">
      <p>{message || t('list.loadFailed')}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        {t('list.retry')}
      </button>
    </div>
  );
}

export function NotFound({ back, backLabel }: { back: string; backLabel: string }) {
  const { t } = useI18n();
  return (
    <div className="state-box">
      <p>{t('post.notFound')}</p>
      <Link to={back} className="btn btn-primary">
        {backLabel}
      </Link>
    </div>
  );
}

export function Empty({ searching }: { searching: boolean }) {
  const { t } = useI18n();
  return <p className="state-box">{searching ? t('list.noResults') : t('list.empty')}</p>;
}

/** A resource's failure with a retry, its loading, or — once it is there — what `children` make of it. */
export function Loaded<T>({ res, children }: { res: Resource<T>; children: (data: T) => ReactNode }) {
  if (res.status !== undefined) return <LoadFailed message={res.message} onRetry={res.reload} />;
  if (!res.data) return <Loading />;
  return children(res.data);
}

/** What a small form's sending came to (null before it is sent). */
export type FormNoteState = { ok: boolean; text: string } | null;

/** That outcome under the form: a hint when it went through, an alert with the reason when not. */
export function FormNote({ note }: { note: FormNoteState }) {
  if (!note) return null;
  return (
    <p className={note.ok ? 'form-hint' : 'form-error'} role={note.ok ? 'status' : 'alert'}>
      {note.text}
    </p>
  );
}
