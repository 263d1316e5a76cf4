import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { loginSchema } from '#domain/schemas/account.ts';
import { ApiError } from '#src/api/client.ts';
import { notifySessionChanged, useApi, useLoggedIn } from '../../api.tsx';
import { CenterPage } from '../../ui/CenterPage.tsx';
import { TextField } from '../../ui/Field.tsx';
import { useMatchingI18n } from '../i18n.ts';
import '../matching.css';

/** Where to go after login: the `next` the guard or a page asked for, if it is a path on this site. */
export function safeNext(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/mypage/myinfo';
}

/**
 * /login — members of both sides (sellers, buyers) log in with the encrypted pair of the console
 * (docs/design.md § Auth, src/api/client.ts `login`); tokens stay in sessionStorage. Managers belong in the
 * console and are told so.
 */
export default function LoginPage() {
  const { t } = useMatchingI18n();
  const api = useApi();
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const next = safeNext(search);

  const onSubmit = form.handleSubmit(async ({ username, password }) => {
    setProblem(null);
    try {
      await api.login(username.trim(), password);
    } catch (error) {
      setProblem(error instanceof ApiError && error.body.message ? error.body.message : t('mt.login.failed'));
      return;
    }
    notifySessionChanged();
    void navigate(next, { replace: true });
  });

  if (loggedIn && !form.formState.isSubmitSuccessful) return <Navigate to={next} replace />;
  const title = t('page.login');
  return (
    <CenterPage title={title} description={t('mt.login.description')}>
      <form className="member-card" onSubmit={(e) => void onSubmit(e)} noValidate>
        <h2 className="write-title">{title}</h2>
        <p className="form-legend">{t('mt.login.legend')}</p>
        <TextField
          id="login-username"
          label={t('mt.field.username')}
          autoComplete="username"
          autoCapitalize="none"
          required
          registration={form.register('username')}
          error={errors.username?.message}
        />
        <TextField
          id="login-password"
          type="password"
          label={t('mt.field.password')}
          autoComplete="current-password"
          required
          registration={form.register('password')}
          error={errors.password?.message}
        />
        <p className="form-problem" role="alert" hidden={!problem}>
          {problem}
        </p>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {t('user.login')}
          </button>
        </div>
        <ul className="member-links">
          <li>
            <Link to="/join">{t('user.join')}</Link>
          </li>
          <li>
            <Link to="/login/recovery">{t('mt.recovery.title')}</Link>
          </li>
        </ul>
      </form>
    </CenterPage>
  );
}
