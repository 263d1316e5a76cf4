import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '#src/api/client.ts';
import { useApi } from '../../api.tsx';
import { useApplicationI18n } from '../i18n.ts';
import { applicantToken } from '../lib/session.ts';

export type ApplicantDataState<T> =
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  /** No token, or it expired (30 min): the visitor proves who they are again. */
  | { status: 'needProof' }
  /**
   * Not theirs or not there: the same answer either way (docs/decisions/0005-application-contract.md: never
   * reveal others).
   */
  | { status: 'notFound'; message: string }
  | { status: 'error' };

/**
 * GETs an applicant resource with the X-Applicant-Token of this tab. Without a token nothing is asked
 * and the page shows the lookup; `reload` asks again (after a lookup, an edit). While a reload is on
 * its way the previous answer stays, so a page does not flicker back to "loading".
 */
export function useApplicantData<T>(path: string | null) {
  const api = useApi();
  const { locale } = useApplicationI18n();
  const [version, setVersion] = useState(0);
  const [expired, setExpired] = useState(0);
  const token = path ? applicantToken.get() : null;
  const request = `${path}|${locale}|${version}|${expired}|${token ?? ''}`;
  const [answer, setAnswer] = useState<{ request: string; state: ApplicantDataState<T> } | null>(null);

  useEffect(() => {
    if (!path || !token) return;
    let live = true;
    api.get<T>(path, { headers: { 'X-Applicant-Token': token } }).then(
      (res) =>
        live &&
        setAnswer({ request, state: res.ok ? { status: 'ok', data: res.data } : { status: 'error' } }),
      (error: unknown) => {
        if (!live) return;
        if (
          error instanceof ApiError &&
          (error.status === 401 || error.body.code === 'applicantProofRequired')
        ) {
          applicantToken.clear();
          setExpired((n) => n + 1);
        } else if (error instanceof ApiError && error.status === 404) {
          setAnswer({ request, state: { status: 'notFound', message: error.body.message } });
        } else setAnswer({ request, state: { status: 'error' } });
      },
    );
    return () => {
      live = false;
    };
  }, [api, path, token, request]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  let state: ApplicantDataState<T>;
  if (!token) state = { status: 'needProof' };
  else if (answer?.request === request) state = answer.state;
  else if (answer?.state.status === 'ok') state = answer.state;
  else state = { status: 'loading' };
  return { state, reload };
}
