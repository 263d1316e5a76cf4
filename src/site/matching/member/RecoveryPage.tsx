import { useState } from 'react';
import { Link } from 'react-router-dom';
import { localizeText } from '#domain/messages/index.ts';
import { certifySchema, recoverySchema } from '#domain/schemas/member.ts';
import { useApi } from '../../api.tsx';
import { CenterPage } from '../../ui/CenterPage.tsx';
import { attempt } from '../../ui/requests.ts';
import { useMatchingI18n } from '../i18n.ts';
import '../matching.css';

interface Certification {
  _id: string;
  email: string;
  expiresAt: string;
  verified: boolean;
}

/**
 * /login/recovery — a member proves their e-mail with a 6-digit code (POST /api/v1/users/certify), then
 * sees the usernames of that address and may set a new password for one of them
 * (POST /api/v1/users/recovery).
 */
export default function RecoveryPage() {
  const { t, locale } = useMatchingI18n();
  const api = useApi();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [cert, setCert] = useState<Certification | null>(null);
  const [usernames, setUsernames] = useState<string[] | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (message: string) => {
    setBusy(false);
    setProblem(localizeText(message, locale));
  };

  const sendCode = async () => {
    setProblem(null);
    const parsed = certifySchema.safeParse({ email });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? '');
    setBusy(true);
    const res = await attempt(
      () => api.post<{ certification: Certification }>('/api/v1/users/certify', { email }),
      t('mt.network'),
    );
    setBusy(false);
    if (res.ok) setCert(res.data.certification);
    else fail(res.message);
  };

  const lookup = async (certification: string, body: Record<string, string> = {}) => {
    const res = await attempt(
      () =>
        api.post<{ recovery: { usernames: string[]; passwordChanged: boolean } }>('/api/v1/users/recovery', {
          certification,
          ...body,
        }),
      t('mt.network'),
    );
    setBusy(false);
    if (!res.ok) return fail(res.message);
    setUsernames(res.data.recovery.usernames);
    if (res.data.recovery.passwordChanged) setDone(t('mt.recovery.changed'));
  };

  const verify = async () => {
    if (!cert) return;
    setProblem(null);
    const parsed = certifySchema.safeParse({ _id: cert._id, code });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? '');
    setBusy(true);
    const res = await attempt(
      () => api.post<{ certification: Certification }>('/api/v1/users/certify', { _id: cert._id, code }),
      t('mt.network'),
    );
    if (!res.ok) return fail(res.message);
    setCert(res.data.certification);
    await lookup(cert._id);
  };

  const reset = async () => {
    if (!cert) return;
    setProblem(null);
    const parsed = recoverySchema.safeParse({ certification: cert._id, username, password });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? '');
    setBusy(true);
    await lookup(cert._id, { username, password });
  };

  return (
    <CenterPage title={t('mt.recovery.title')} description={t('mt.recovery.lead')}>
      <div className="member-card">
        <h2 className="write-title">{t('mt.recovery.title')}</h2>
        <p className="form-legend">{t('mt.recovery.lead')}</p>
        <form onSubmit={(e) => (e.preventDefault(), void sendCode())}>
          <div className="form-field">
            <label className="form-label" htmlFor="recovery-email">
              {t('mt.field.email')}
            </label>
            <input
              id="recovery-email"
              type="email"
              className="form-input"
              autoComplete="email"
              value={email}
              disabled={Boolean(cert?.verified)}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-outline" disabled={busy || Boolean(cert?.verified)}>
            {cert ? t('mt.recovery.resend') : t('mt.recovery.send')}
          </button>
        </form>
        {cert && !cert.verified && (
          <form className="member-section" onSubmit={(e) => (e.preventDefault(), void verify())}>
            <p className="form-hint">{t('mt.recovery.sent', { email: cert.email })}</p>
            <div className="form-field">
              <label className="form-label" htmlFor="recovery-code">
                {t('mt.recovery.code')}
              </label>
              <input
                id="recovery-code"
                className="form-input"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </div>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('mt.recovery.verify')}
            </button>
          </form>
        )}
        {usernames && (
          <section className="member-section" aria-labelledby="recovery-found">
            <h3 id="recovery-found" className="form-label">
              {t('mt.recovery.found')}
            </h3>
            {usernames.length === 0 ? (
              <p className="state-box">{t('mt.recovery.noAccount')}</p>
            ) : (
              <ul className="plain-list">
                {usernames.map((u) => (
                  <li key={u}>{u}</li>
                ))}
              </ul>
            )}
            {usernames.length > 0 && !done && (
              <form className="member-section" onSubmit={(e) => (e.preventDefault(), void reset())}>
                <div className="form-field">
                  <label className="form-label" htmlFor="recovery-username">
                    {t('mt.field.username')}
                  </label>
                  <select
                    id="recovery-username"
                    className="form-input"
                    value={username}
                    onChange={(e) => setUsername(e.target.value)}
                  >
                    <option value="">{t('mt.field.choose')}</option>
                    {usernames.map((u) => (
                      <option key={u} value={u}>
                        {u}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="form-field">
                  <label className="form-label" htmlFor="recovery-password">
                    {t('mt.myinfo.newPassword')}
                  </label>
                  <input
                    id="recovery-password"
                    type="password"
                    className="form-input"
                    autoComplete="new-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                  <p className="form-hint">{t('mt.join.passwordHint')}</p>
                </div>
                <button type="submit" className="btn btn-primary" disabled={busy}>
                  {t('mt.recovery.reset')}
                </button>
              </form>
            )}
          </section>
        )}
        <p className="form-problem" role="alert" hidden={!problem}>
          {problem}
        </p>
        <p className="form-status" role="status">
          {done}
        </p>
        <ul className="member-links">
          <li>
            <Link to="/login">{t('user.login')}</Link>
          </li>
        </ul>
      </div>
    </CenterPage>
  );
}
