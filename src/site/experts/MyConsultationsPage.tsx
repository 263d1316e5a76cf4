import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatDateTime } from '#domain/format.ts';
import { localizeText } from '#domain/messages/index.ts';
import type { MemberConsultation } from '#domain/schemas/consultation.ts';
import { ApiError } from '#src/api/client.ts';
import { useApi } from '../api.tsx';
import { downloadWithToken } from '../matching/download.ts';
import { MembersOnly } from '../matching/member/MembersOnly.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { formatBytes } from '../ui/files.ts';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { codeNames } from './codeNames.ts';
import './consultations.css';
import { useExpertsI18n } from './i18n.ts';

type List = { consultations: MemberConsultation[]; total: number };

/**
 * /mypage/consultations — the member's consultations, newest first: the question, the files, the adviser's
 * answer, the one follow-up, and withdrawing a request not yet answered.
 */
export default function MyConsultationsPage() {
  const { t } = useExpertsI18n();
  return (
    <MembersOnly title={t('ex.my.title')}>
      <Consultations />
    </MembersOnly>
  );
}

function Consultations() {
  const { t } = useExpertsI18n();
  const location = useLocation();
  const list = useResource<List>('/api/v1/me/consultations?limit=50');
  const sent = (location.state as { sent?: boolean } | null)?.sent === true;
  return (
    <CenterPage title={t('ex.my.title')} description={t('ex.request.lead')}>
      {sent && (
        <p className="cs-notice" role="status">
          {t('ex.request.sent')}
        </p>
      )}
      <p className="cs-actions is-start">
        <Link className="btn btn-primary" to="/mypage/consultations/new">
          {t('ex.my.new')}
        </Link>
      </p>
      {list.status !== undefined ? (
        <LoadFailed message={list.message} onRetry={list.reload} />
      ) : !list.data ? (
        <Loading />
      ) : list.data.consultations.length === 0 ? (
        <p className="state-box">{t('ex.my.empty')}</p>
      ) : (
        <ul className="cs-list">
          {list.data.consultations.map((c) => (
            <ConsultationItem key={c._id} consultation={c} onChange={list.reload} />
          ))}
        </ul>
      )}
    </CenterPage>
  );
}

function ConsultationItem({
  consultation: c,
  onChange,
}: {
  consultation: MemberConsultation;
  onChange(): void;
}) {
  const { t, locale } = useExpertsI18n();
  const api = useApi();
  const id = useId();
  const names = codeNames(locale);
  const [followUp, setFollowUp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (path: string, body?: object) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const res = await api.post(`/api/v1/me/consultations/${c._id}/${path}`, body);
      if (!res.ok) {
        setError(localizeText(Object.values(res.data.errors ?? {})[0] ?? res.data.message, locale));
        return;
      }
      setFollowUp('');
      onChange();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('list.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="cs-item">
      <article aria-labelledby={`${id}-title`}>
        <header className="cs-item-head">
          <h2 id={`${id}-title`} className="cs-item-title">
            {c.practice?.name ?? '-'} · {names.country(c.country)}
          </h2>
          <span className={`cs-state is-${c.state}`}>{t(`ex.state.${c.state}`)}</span>
        </header>
        <dl className="cs-meta">
          <div>
            <dt>{t('ex.my.asked')}</dt>
            <dd>{formatDateTime(c.createdAt).slice(0, 16)}</dd>
          </div>
          {(c.adviser ?? c.requestedLawyer) && (
            <div>
              <dt>{t('ex.my.adviser')}</dt>
              <dd>{(c.adviser ?? c.requestedLawyer)?.name}</dd>
            </div>
          )}
        </dl>
        <section className="cs-block">
          <h3>{t('ex.my.question')}</h3>
          <p className="cs-text">{c.question}</p>
        </section>
        {c.files.length > 0 && (
          <section className="cs-block">
            <h3>
              {t('ex.my.files')}{' '}
              <span className="cs-muted">({t(c.shareFiles ? 'ex.my.shared' : 'ex.my.notShared')})</span>
            </h3>
            <ul className="cs-files">
              {c.files.map((file) => (
                <li key={file._id}>
                  <button
                    type="button"
                    className="cs-link-button"
                    onClick={() => void downloadWithToken(api, file.url, file.name)}
                  >
                    {file.name}
                  </button>{' '}
                  <span className="cs-muted">({formatBytes(file.size)})</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {c.answer !== null ? (
          <section className="cs-block is-answer">
            <h3>{t('ex.my.answer')}</h3>
            <p className="cs-text">{c.answer}</p>
          </section>
        ) : (
          (c.state === 'requested' || c.state === 'assigned') && (
            <p className="cs-muted">{t('ex.my.waiting')}</p>
          )
        )}
        {c.followUp !== null && (
          <section className="cs-block">
            <h3>{t('ex.my.followUp')}</h3>
            <p className="cs-text">{c.followUp}</p>
          </section>
        )}
        {c.followUpAnswer !== null ? (
          <section className="cs-block is-answer">
            <h3>{t('ex.my.followUpAnswer')}</h3>
            <p className="cs-text">{c.followUpAnswer}</p>
          </section>
        ) : (
          c.followUp !== null && c.state === 'assigned' && <p className="cs-muted">{t('ex.my.waiting')}</p>
        )}
        {c.canFollowUp && (
          <form
            className="cs-follow-up"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void act('follow-up', { question: followUp });
            }}
          >
            <label htmlFor={`${id}-follow-up`}>{t('ex.my.followUp')}</label>
            <textarea
              id={`${id}-follow-up`}
              rows={4}
              value={followUp}
              aria-describedby={`${id}-follow-up-hint`}
              onChange={(event) => setFollowUp(event.target.value)}
            />
            <p id={`${id}-follow-up-hint`} className="cs-hint">
              {t('ex.my.followUpHint')}
            </p>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('ex.my.askFollowUp')}
            </button>
          </form>
        )}
        {error && (
          <p className="cs-alert" role="alert">
            {error}
          </p>
        )}
        {c.canWithdraw && (
          <p className="cs-actions is-start">
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={() => {
                if (window.confirm(t('ex.my.withdrawConfirm'))) void act('withdraw');
              }}
            >
              {t('ex.my.withdraw')}
            </button>
          </p>
        )}
      </article>
    </li>
  );
}
