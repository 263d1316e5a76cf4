import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '#src/api/client.ts';
import { useApi } from '../../api.tsx';
import { useApplicationI18n } from '../i18n.ts';
import type { VerifiedIdentity } from '../types.ts';

export const CERT_REQUEST_PATH = '/common/kcp/cert/request';

export type VerificationState =
  'idle' | 'waiting' | 'loading' | 'blocked' | 'failed' | 'expired' | 'cancelled';

/** A certId as the response page hands it over: an opaque id, never markup or a path. */
const CERT_ID = /^[A-Za-z0-9_-]{8,128}$/;

type Handoff = { certId: string } | { error: string };

/**
 * The response page's message: `{ type: 'cert', certId }` or `{ type: 'cert', error }`
 * (docs/decisions/0005-application-contract.md).
 */
function handoffOf(data: unknown): Handoff | null {
  if (!data || typeof data !== 'object') return null;
  const { certId, error } = data as { certId?: unknown; error?: unknown };
  if (typeof certId === 'string' && CERT_ID.test(certId)) return { certId };
  if (typeof error === 'string') return { error };
  return null;
}

/**
 * Identity verification (docs/decisions/0005-application-contract.md, docs/reference/korea.md § 1): the
 * provider's page opens in a popup named `auth_popup` (410×500, as KCP's samples do). The server's response
 * page hands `{ certId }` back by postMessage to this window (same origin only) — or, when the provider's
 * pages cut the opener link, on the BroadcastChannel "cert" — and then GET /api/v1/cert/{certId} gives the
 * verified name, phone and birth. Where popups are blocked the same pages run in this window (mode=page) and
 * come back with `?certId=`; the form's draft keeps what was typed meanwhile.
 */
export function useIdentityVerification(
  purpose: string,
  onVerified: (identity: VerifiedIdentity, certId: string) => void,
) {
  const api = useApi();
  const { locale } = useApplicationI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<VerificationState>('idle');
  const popup = useRef<Window | null>(null);
  const done = useRef(onVerified);
  useLayoutEffect(() => {
    done.current = onVerified;
  });

  const receive = useCallback(
    async (handoff: Handoff) => {
      popup.current = null;
      if ('error' in handoff) {
        setState(
          handoff.error === 'cancelled' ? 'cancelled' : handoff.error === 'expired' ? 'expired' : 'failed',
        );
        return;
      }
      setState('loading');
      try {
        const res = await api.get<{ cert: VerifiedIdentity }>(
          `/api/v1/cert/${encodeURIComponent(handoff.certId)}`,
        );
        if (!res.ok) throw new ApiError(res.status, res.data);
        setState('idle');
        done.current(res.data.cert, handoff.certId);
      } catch (error) {
        setState(error instanceof ApiError && error.status === 404 ? 'expired' : 'failed');
      }
    },
    [api],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const handoff = handoffOf(event.data);
      if (handoff) void receive(handoff);
    };
    window.addEventListener('message', onMessage);
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('cert') : null;
    channel?.addEventListener('message', (event: MessageEvent) => {
      const handoff = handoffOf(event.data);
      if (handoff) void receive(handoff);
    });
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, [receive]);

  // Page-switch mode: back from the provider with ?certId=, which is used once and taken off the URL.
  const returned = new URLSearchParams(location.search).get('certId');
  useEffect(() => {
    if (!returned) return;
    const params = new URLSearchParams(location.search);
    params.delete('certId');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    if (CERT_ID.test(returned)) void Promise.resolve({ certId: returned }).then(receive);
  }, [returned, location.pathname, location.search, navigate, receive]);

  // A popup closed by the applicant before it answered: stop waiting.
  useEffect(() => {
    if (state !== 'waiting') return;
    const id = setInterval(() => {
      if (popup.current?.closed) {
        popup.current = null;
        setState((s) => (s === 'waiting' ? 'idle' : s));
      }
    }, 500);
    return () => clearInterval(id);
  }, [state]);

  const url = (mode: 'popup' | 'page') =>
    `${CERT_REQUEST_PATH}?purpose=${encodeURIComponent(purpose)}&mode=${mode}&lang=${locale}` +
    (mode === 'page' ? `&returnTo=${encodeURIComponent(location.pathname)}` : '');

  const start = useCallback(() => {
    const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - 410) / 2));
    const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - 500) / 2));
    const opened = window.open(url('popup'), 'auth_popup', `width=410,height=500,left=${left},top=${top}`);
    if (!opened) {
      setState('blocked');
      return;
    }
    popup.current = opened;
    opened.focus();
    setState('waiting');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [purpose, locale, location.pathname]);

  return { state, start, pageModeUrl: url('page') };
}
