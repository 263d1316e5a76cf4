import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { commonMessages } from '#domain/messages/common.ts';
import { useLoggedIn } from '../api.tsx';
import { useI18n } from '../i18n.tsx';

/**
 * Member routes (/mypage/*). docs/spec.md § 6: without login, alert "로그인 후 이용가능합니다" and go back to the
 * previous page, or home when the visitor arrived here directly (the router's first entry has key 'default').
 * A session that ends while the member is on the page (they logged out) goes home without the alert.
 */
export function RequireLogin() {
  const loggedIn = useLoggedIn();
  const { tl } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const handledKey = useRef<string | null>(null);
  const signedInHere = useRef<string | null>(null);

  useEffect(() => {
    if (loggedIn) {
      signedInHere.current = location.key;
      return;
    }
    if (handledKey.current === location.key) return;
    handledKey.current = location.key;
    if (signedInHere.current === location.key) {
      void navigate('/', { replace: true });
      return;
    }
    window.alert(tl(commonMessages.loginRequired));
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/', { replace: true });
  }, [loggedIn, tl, navigate, location.key]);

  return loggedIn ? <Outlet /> : null;
}
