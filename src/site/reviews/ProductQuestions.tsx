import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { formatDate } from '#domain/format.ts';
import type { productQuestionsSchema, PublicQuestion } from '#domain/schemas/shopReviews.ts';
import { useApi, useLoggedIn } from '../api.tsx';
import { attempt } from '../ui/requests.ts';
import { FormNote, LoadFailed, Loading, type FormNoteState } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useReviewI18n } from './i18n.ts';
import '../shop/commerce.css';

type Answer = z.infer<typeof productQuestionsSchema>;

/** One question as a list shows it: a private one of somebody else's says so, without its text. */
export function QuestionItem({
  q,
  title,
  children,
}: {
  q: PublicQuestion;
  title?: string;
  children?: ReactNode;
}) {
  const { t } = useReviewI18n();
  return (
    <li className="rv-item">
      <p className="rv-meta">
        <span className={q.answered ? 'rv-badge is-done' : 'rv-badge'}>
          {t(q.answered ? 'rv.q.answered' : 'rv.q.unanswered')}
        </span>{' '}
        {title && <strong>{title} · </strong>}
        {q.author} · {formatDate(q.createdAt)}{' '}
        {q.private && <span className="rv-badge is-private">{t('rv.q.privateTag')}</span>}
      </p>
      <p className="rv-text">{q.text ?? t('rv.q.private')}</p>
      {q.answer && (
        <div className="rv-reply">
          <strong>{t('rv.q.answer')}</strong>
          <p>{q.answer}</p>
        </div>
      )}
      {children}
    </li>
  );
}

/** The product page's questions and, signed in, the form to ask one (optionally private). */
export function ProductQuestions({ productId }: { productId: string }) {
  const { t } = useReviewI18n();
  const api = useApi();
  const loggedIn = useLoggedIn();
  const res = useResource<Answer>(`/api/v1/shop/products/${productId}/inquires?limit=20`);
  const [text, setText] = useState('');
  const [secret, setSecret] = useState(false);
  const [note, setNote] = useState<FormNoteState>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const out = await attempt(
      () => api.post('/api/v1/me/inquires', { productId, text, private: secret }),
      t('rv.failed'),
    );
    setNote(
      out.ok
        ? { ok: true, text: t('rv.q.sent') }
        : { ok: false, text: Object.values(out.errors ?? {})[0] ?? out.message },
    );
    if (out.ok) {
      setText('');
      setSecret(false);
      res.reload();
    }
  };
  return (
    <section className="rv-section" aria-labelledby="product-questions">
      <h3 id="product-questions">{t('rv.q.title')}</h3>
      {loggedIn ? (
        <form className="rv-form" onSubmit={(e) => void submit(e)}>
          <label htmlFor="question-text">{t('rv.q.text')}</label>
          <textarea
            id="question-text"
            rows={3}
            maxLength={2000}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <label>
            <input type="checkbox" checked={secret} onChange={(e) => setSecret(e.target.checked)} />{' '}
            {t('rv.q.makePrivate')}
          </label>
          <button type="submit" className="btn btn-primary" disabled={!text.trim()}>
            {t('rv.q.ask')}
          </button>
          <FormNote note={note} />
        </form>
      ) : (
        <p className="form-hint">{t('rv.q.loginToAsk')}</p>
      )}
      {res.status !== undefined ? (
        <LoadFailed message={res.message} onRetry={res.reload} />
      ) : !res.data ? (
        <Loading />
      ) : res.data.questions.length === 0 ? (
        <p className="state-box">{t('rv.q.empty')}</p>
      ) : (
        <ul className="rv-list">
          {res.data.questions.map((q) => (
            <QuestionItem key={q._id} q={q} />
          ))}
        </ul>
      )}
    </section>
  );
}
