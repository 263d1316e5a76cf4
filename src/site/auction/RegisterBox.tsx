import { useId, useState } from 'react';
import type { MyRegistration, Program } from './types.ts';
import { useApi } from '../api.tsx';
import { useResource } from '../ui/useResource.ts';
import { VerifyButton } from '../application/components/VerifyButton.tsx';
import { useAuctionI18n } from './i18n.ts';

/**
 * Registering for a sale from a lot's page (docs/decisions/0033-timed-auction.md): the sale's terms accepted,
 * then the identity verification the application wizard uses (its one-time `certId`), posted together; the
 * answer is the member's paddle, and the bid form takes the box's place (or the wait for approval).
 */
export function RegisterBox({
  programId,
  onRegistered,
}: {
  programId: string;
  onRegistered(registration: MyRegistration): void;
}) {
  const { t } = useAuctionI18n();
  const api = useApi();
  const id = useId();
  const program = useResource<{ program: Program }>(`/api/v1/auction/programs/${programId}`);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState('');

  const register = async (certId: string) => {
    const answer = await api.post<{ registration: MyRegistration }>(
      `/api/v1/auction/programs/${programId}/registrations`,
      { certId, agreeTerms: true },
    );
    if (answer.ok) onRegistered(answer.data.registration);
    else setError(answer.data.message);
  };

  return (
    <section className="auction-bidbox auction-register" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('auction.registerToBid')}</h3>
      {program.data?.program.terms && (
        <details>
          <summary>{t('auction.terms')}</summary>
          <p className="auction-terms">{program.data.program.terms}</p>
        </details>
      )}
      <label className="auction-agree">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        {t('auction.agreeTerms')}
      </label>
      <VerifyButton
        purpose="auction"
        disabled={!agreed}
        onVerified={(_identity, certId) => void register(certId)}
      />
      {error && (
        <p className="auction-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
