import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applicationLookupSchema } from '#domain/schemas/application.ts';
import { ApiError } from '#src/api/client.ts';
import { useApi } from '../../api.tsx';
import { useApplicationI18n } from '../i18n.ts';
import { applyServerErrors } from '../lib/serverErrors.ts';
import { applicantToken } from '../lib/session.ts';
import type { ApplicationSummary } from '../types.ts';
import { PersonFields } from './PersonFields.tsx';
import { VerifyButton } from './VerifyButton.tsx';

type Input = z.input<typeof applicationLookupSchema>;
type Output = z.output<typeof applicationLookupSchema>;

/**
 * Proving who one is to see one's own applications (docs/decisions/0005-application-contract.md): the
 * identity verification, or name, phone and birth typed again → POST /api/v1/application/lookup → the
 * applicant token (sessionStorage only) and the list. The same answer whether nobody or somebody else
 * matches: nothing is revealed.
 */
export function LookupForm({ onFound }: { onFound(applications: ApplicationSummary[]): void }) {
  const { t } = useApplicationI18n();
  const api = useApi();
  const [problem, setProblem] = useState<string | null>(null);
  // after too many misses for this name + phone the server takes only the identity verification
  const [needsCert, setNeedsCert] = useState(false);
  const sending = useRef(false);
  const { register, handleSubmit, formState, setError, setFocus } = useForm<Input, unknown, Output>({
    resolver: zodResolver(applicationLookupSchema),
    defaultValues: { name: '', phone: '', birth: '' },
    mode: 'onTouched',
  });
  const e = formState.errors;

  const lookup = async (body: Output) => {
    if (sending.current) return;
    sending.current = true;
    setProblem(null);
    setNeedsCert(false);
    try {
      const res = await api.post<{ applications: ApplicationSummary[]; applicantToken: string }>(
        '/api/v1/application/lookup',
        body.certId ? { certId: body.certId } : { name: body.name, phone: body.phone, birth: body.birth },
      );
      if (!res.ok) {
        const [first] = applyServerErrors(res.data, setError);
        if (first && first !== 'certId') setFocus(first as keyof Input);
        else setProblem(res.data.message);
        return;
      }
      applicantToken.set(res.data.applicantToken);
      onFound(res.data.applications);
    } catch (error) {
      setNeedsCert(error instanceof ApiError && error.body.code === 'lookupNeedsCertification');
      setProblem(
        error instanceof ApiError && error.status > 0 && error.status < 500
          ? error.body.message
          : t('ap.network'),
      );
    } finally {
      sending.current = false;
    }
  };

  return (
    <form
      className="ap-card"
      noValidate
      onSubmit={(event) => void handleSubmit(lookup)(event)}
      aria-labelledby="ap-lookup-title"
    >
      <div>
        <h2 id="ap-lookup-title" className="ap-card-title">
          {t('ap.lookup.title')}
        </h2>
        <p className="ap-card-lead">{t('ap.lookup.lead')}</p>
      </div>
      <div className="ap-subgroup">
        <p className="ap-subgroup-title">{t('ap.identity.verifyTitle')}</p>
        <VerifyButton purpose="lookup" onVerified={(_identity, certId) => void lookup({ certId })} />
      </div>
      <p className="ap-or">{t('ap.identity.or')}</p>
      <PersonFields idPrefix="lk" register={(name) => register(name)} errors={e} />
      {problem && (
        <p className="ap-alert" role="alert">
          {problem}
        </p>
      )}
      {needsCert && (
        <VerifyButton purpose="lookup" onVerified={(_identity, certId) => void lookup({ certId })} />
      )}
      <div className="ap-actions">
        <button type="submit" className="btn btn-primary ap-next" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('ap.sending') : t('ap.lookup.submit')}
        </button>
      </div>
    </form>
  );
}
