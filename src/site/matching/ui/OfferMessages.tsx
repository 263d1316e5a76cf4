import { useCallback, useRef, useState, type FormEvent } from 'react';
import { contentLang } from '#domain/contentLang.ts';
import { MATCHING_MESSAGE_MAX, type MatchingMessage } from '#domain/schemas/matchingMessage.ts';
import { useApi } from '../../api.tsx';
import { attempt } from '../../ui/requests.ts';
import { useMatchingI18n } from '../i18n.ts';
import { DualTimeText } from './DualTimeText.tsx';

/**
 * The conversation of one matching (docs/decisions/0026-matching-for-a-large-fair.md § Messages), loaded
 * when opened. Each send carries its own key, kept until the server answers, so a retry after a lost answer
 * is not stored twice.
 */
export function OfferMessages({
  matchingId,
  canWrite,
  confirmed,
}: {
  matchingId: string;
  canWrite: boolean;
  confirmed: boolean;
}) {
  const { t, locale } = useMatchingI18n();
  const api = useApi();
  const [messages, setMessages] = useState<MatchingMessage[] | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pendingKey = useRef<string | null>(null);
  const url = `/api/v1/me/matchings/${matchingId}/messages`;
  const idBase = `messages-${matchingId}`;

  const load = useCallback(async () => {
    const res = await attempt(() => api.get<{ messages: MatchingMessage[] }>(url), t('mt.network'));
    if (res.ok) setMessages(res.data.messages);
    else setProblem(res.message);
  }, [api, url, t]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (!text.trim()) {
      setProblem(t('mt.messages.empty'));
      return;
    }
    pendingKey.current ??= crypto.randomUUID();
    setBusy(true);
    const res = await attempt(
      () => api.post<{ message: MatchingMessage }>(url, { body: text, key: pendingKey.current }),
      t('mt.network'),
    );
    setBusy(false);
    if (res.ok) {
      pendingKey.current = null;
      setText('');
      const sent = res.data.message;
      setMessages((list) => [...(list ?? []).filter((m) => m._id !== sent._id), sent]);
    } else setProblem(res.errors ? (Object.values(res.errors)[0] ?? res.message) : res.message);
  };

  return (
    <details
      className="offer-messages"
      onToggle={(e) => {
        if (e.currentTarget.open && messages === null) void load();
      }}
    >
      <summary id={`${idBase}-title`}>{t('mt.messages.title')}</summary>
      {!confirmed && <p className="form-hint">{t('mt.messages.masked')}</p>}
      {messages === null ? null : messages.length === 0 ? (
        <p className="card-meta">{t('mt.messages.none')}</p>
      ) : (
        <ol className="message-list" aria-labelledby={`${idBase}-title`}>
          {messages.map((m) => (
            <li key={m._id} className={m.mine ? 'is-mine' : 'is-theirs'}>
              <p className="message-meta">
                {t(
                  m.mine
                    ? 'mt.messages.me'
                    : m.senderRole === 'BUYER'
                      ? 'mt.messages.buyer'
                      : 'mt.messages.seller',
                )}{' '}
                · <DualTimeText value={m.createdAt} />
              </p>
              <p className="plain-text" lang={contentLang(m.body, locale)}>
                {m.body}
              </p>
            </li>
          ))}
        </ol>
      )}
      {canWrite && (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <label className="form-label" htmlFor={`${idBase}-text`}>
            {t('mt.messages.write')}
          </label>
          <textarea
            id={`${idBase}-text`}
            className="form-input"
            rows={3}
            maxLength={MATCHING_MESSAGE_MAX}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              pendingKey.current = null;
            }}
          />
          <div className="card-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('mt.messages.send')}
            </button>
          </div>
        </form>
      )}
      <p className="form-problem" role="alert" hidden={!problem}>
        {problem}
      </p>
    </details>
  );
}
