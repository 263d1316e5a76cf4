import { useState, type FormEvent } from 'react';
import type { FileRef } from '#domain/schemas/file.ts';
import { REVIEW_PHOTOS_MAX } from '#domain/shop/constants.ts';
import { useApi } from '../api.tsx';
import { attempt } from '../ui/requests.ts';
import { useReviewI18n } from './i18n.ts';

export interface ReviewDraft {
  rating: number;
  text: string;
  photos: FileRef[];
}

/**
 * A review's rating, text and photos: each photo is uploaded when chosen (the server's image rule says
 * what it refuses), the write sends their ids. `send` answers null when done, or the message to show.
 */
export function ReviewForm({
  initial,
  submitLabel,
  send,
  onCancel,
}: {
  initial: ReviewDraft;
  submitLabel: string;
  send: (draft: { rating: number; text: string; photos: string[] }) => Promise<string | null>;
  onCancel: () => void;
}) {
  const { t } = useReviewI18n();
  const api = useApi();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    const body = new FormData();
    body.append('upload', file);
    setBusy(true);
    const out = await attempt(
      () => api.upload<{ file: FileRef }>('/api/v1/me/reviews/photos', body),
      t('rv.failed'),
    );
    setBusy(false);
    if (out.ok) setDraft((d) => ({ ...d, photos: [...d.photos, out.data.file] }));
    else setError(out.message);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(await send({ ...draft, photos: draft.photos.map((p) => p._id) }));
    setBusy(false);
  };
  return (
    <form className="rv-form" onSubmit={(e) => void submit(e)}>
      <fieldset className="rv-rating">
        <legend>{t('rv.form.rating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} title={t('rv.stars', { n })}>
            <input
              type="radio"
              name="rating"
              value={n}
              checked={draft.rating === n}
              onChange={() => setDraft((d) => ({ ...d, rating: n }))}
            />
            <span aria-hidden="true">{n <= draft.rating ? '★' : '☆'}</span>
            <span className="visually-hidden">{t('rv.stars', { n })}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor="review-text">{t('rv.form.text')}</label>
      <textarea
        id="review-text"
        rows={4}
        maxLength={2000}
        value={draft.text}
        onChange={(e) => setDraft((d) => ({ ...d, text: e.target.value }))}
      />
      <label htmlFor="review-photo">{t('rv.form.photos')}</label>
      <input
        id="review-photo"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={busy || draft.photos.length >= REVIEW_PHOTOS_MAX}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      {draft.photos.length > 0 && (
        <div className="rv-photos">
          {draft.photos.map((p, i) => (
            <span key={p._id} className="rv-photo-edit">
              <img src={p.url} alt={t('rv.photo', { n: i + 1 })} />
              <button
                type="button"
                aria-label={t('rv.form.removePhoto')}
                onClick={() => setDraft((d) => ({ ...d, photos: d.photos.filter((x) => x._id !== p._id) }))}
              >
                ×
              </button>
            </span>
          ))}
        </div>
      )}
      {busy && <p className="form-hint">{t('rv.form.uploading')}</p>}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="rv-actions">
        <button type="submit" className="btn btn-primary" disabled={busy || draft.rating === 0}>
          {submitLabel}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          {t('rv.form.cancel')}
        </button>
      </div>
    </form>
  );
}
