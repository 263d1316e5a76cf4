import { Suspense, useEffect, useRef, type MouseEvent } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { checkSessionOnReturn } from '../../api/sessionCheck.ts';
import { readClaims } from '../../api/tokens.ts';
import { useApi } from '../api.tsx';
import { FaceProvider } from '../face.tsx';
import { useI18n } from '../i18n.tsx';
import { useCopyProtection } from '../ui/hooks/useCopyProtection.ts';
import { useSetting } from '../ui/useSetting.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { Popups } from './Popups.tsx';
import { ScrollTop } from './ScrollTop.tsx';

export function PageLoading() {
  const { t } = useI18n();
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('page.loading')}</span>
    </div>
  );
}

/**
 * After an in-app navigation: a new page starts at the top (back/forward keeps the browser's position) and
 * focus moves to the main content, so screen readers start at the new page.
 */
function useNavigationEffects() {
  const { key } = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (type !== 'POP') window.scrollTo(0, 0);
    document.getElementById('content')?.focus({ preventScroll: true });
  }, [key, type]);
}

/** A member's login is asked again on coming back to the tab; a manager's (signed in on the site) too. */
function useSessionCheck() {
  const api = useApi();
  useEffect(
    () =>
      checkSessionOnReturn(api, () => {
        const token = api.tokens.get()?.accessToken;
        if (!token) return null;
        return readClaims(token)?.type === 'MANAGER' ? '/api/console/me' : '/api/v1/me';
      }),
    [api],
  );
}

/** The layout route: skip link, header, main, footer, the home's popups, scroll-to-top. */
export function Layout() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const setting = useSetting();
  const rootRef = useRef<HTMLDivElement>(null);
  const isProtected = setting?.copyProtection === true;
  useCopyProtection(isProtected, rootRef);
  useNavigationEffects();
  useSessionCheck();

  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    const main = document.getElementById('content');
    main?.focus();
    main?.scrollIntoView();
  };

  return (
    <FaceProvider pathname={pathname}>
      <div
        ref={rootRef}
        className={`site${isProtected ? ' is-protected' : ''}${pathname === '/' ? ' is-home' : ''}`}
      >
        <a href="#content" className="skip-link" onClick={skip}>
          {t('a11y.skip')}
        </a>
        <Header />
        {pathname === '/' && <Popups />}
        <main id="content" className="site-main" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
        <ScrollTop />
      </div>
    </FaceProvider>
  );
}
