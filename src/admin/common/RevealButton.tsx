import { useState } from 'react';
import Visibility from '@mui/icons-material/Visibility';
import { Button } from 'react-admin';
import { useHeldProof, type HeldProof } from './personalDataProof.ts';
import { usePersonalDataProof } from './RevealDialog.tsx';

/**
 * Clear personal data for one record page (docs/decisions/0007): `meta` goes into the page's
 * `queryOptions`, so the record is fetched again with the proof and the reason once the manager confirmed;
 * `button` asks for them (or reuses a proof still valid). Until then, and after the proof expires, the server
 * answers masked values.
 */
export function useRevealMeta() {
  const { requestProof, dialog } = usePersonalDataProof();
  const [asked, setAsked] = useState<HeldProof | null>(null);
  // once the proof expires the page falls back to masked values instead of failing with a 403
  const held = useHeldProof();
  const proof = asked && held?.token === asked.token ? asked : null;
  const reveal = async () => {
    const next = await requestProof();
    if (next) setAsked(next);
  };
  const button = (
    <>
      <Button label="resources.personal.reveal.show" onClick={() => void reveal()} disabled={proof !== null}>
        <Visibility />
      </Button>
      {dialog}
    </>
  );
  return { meta: proof ? { personalData: proof } : undefined, button };
}
