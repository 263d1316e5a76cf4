import { useApplicationI18n } from '../i18n.ts';
import { useIdentityVerification } from '../hooks/useIdentityVerification.ts';
import type { VerifiedIdentity } from '../types.ts';

/**
 * "휴대폰 본인인증": opens the verification popup and reports the verified identity. What happened is
 * said in a live region beside the button (waiting, popup blocked, expired, failed, cancelled); with
 * popups blocked, the verification can run in this window instead.
 */
export function VerifyButton({
  purpose,
  onVerified,
  disabled,
  verified,
}: {
  purpose: string;
  onVerified(identity: VerifiedIdentity, certId: string): void;
  disabled?: boolean;
  verified?: boolean;
}) {
  const { t } = useApplicationI18n();
  const { state, start, pageModeUrl } = useIdentityVerification(purpose, onVerified);
  const busy = state === 'waiting' || state === 'loading';
  const problem = state === 'blocked' || state === 'failed' || state === 'expired';
  return (
    <div className="ap-verify">
      <button type="button" className="btn btn-primary" onClick={start} disabled={disabled || busy}>
        {verified ? t('ap.verify.again') : t('ap.verify.button')}
      </button>
      <p className={`ap-verify-status${problem ? ' is-error' : ''}`} role="status">
        {state !== 'idle' ? t(`ap.verify.${state}`) : verified ? t('ap.verify.done') : ''}
      </p>
      {state === 'blocked' && !disabled && (
        <a className="text-link" href={pageModeUrl}>
          {t('ap.verify.samePage')}
        </a>
      )}
    </div>
  );
}
