import { Link, useLocation, useNavigate } from 'react-router-dom';
import { HTML_LANG, type Locale } from '#domain/locale.ts';
import { commonMessages } from '#domain/messages/common.ts';
import { notifySessionChanged, useApi, useLoggedIn } from '../api.tsx';
import { useI18n } from '../i18n.tsx';
import { isWithin } from '../menu.ts';

/** Join / Login when logged out, My page / Logout when logged in (docs/spec.md § 2). */
export function UserMenu({ onNavigate, className = '' }: { onNavigate?: () => void; className?: string }) {
  const { t, tl } = useI18n();
  const api = useApi();
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const logout = async () => {
    // docs/spec.md § 2: logout happens only when the user confirms it.
    if (!window.confirm(tl(commonMessages.logoutConfirm))) return;
    await api.logout();
    notifySessionChanged();
    onNavigate?.();
    if (isWithin(pathname, '/mypage')) navigate('/', { replace: true });
  };

  return (
    <nav className={`user-menu ${className}`} aria-label={t('header.userMenu')}>
      <ul>
        {loggedIn ? (
          <>
            <li>
              <Link to="/mypage/myinfo" onClick={onNavigate}>
                {t('user.mypage')}
              </Link>
            </li>
            <li>
              <button type="button" onClick={() => void logout()}>
                {t('user.logout')}
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <Link to="/join" onClick={onNavigate}>
                {t('user.join')}
              </Link>
            </li>
            <li>
              <Link to="/login" onClick={onNavigate}>
                {t('user.login')}
              </Link>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}

/** Each language names itself, in its own language, whatever the page's language is. */
export const LANGUAGES: readonly { locale: Locale; code: string; name: string }[] = [
  { locale: 'ko', code: 'KR', name: '한국어' },
  { locale: 'en', code: 'EN', name: 'English' },
  { locale: 'cn', code: 'CN', name: '中文' },
];

export function LanguageMenu({ className = '' }: { className?: string }) {
  const { t, locale, setLocale } = useI18n();
  return (
    <div className={`lang-menu ${className}`} role="group" aria-label={t('header.language')}>
      {LANGUAGES.map((l) => (
        <button
          key={l.locale}
          type="button"
          lang={HTML_LANG[l.locale]}
          // the accessible name starts with the visible code (WCAG 2.5.3 label in name), then says the language
          aria-label={`${l.code} ${l.name}`}
          aria-pressed={locale === l.locale}
          onClick={() => setLocale(l.locale)}
        >
          {l.code}
        </button>
      ))}
    </div>
  );
}
