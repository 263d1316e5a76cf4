import type { ReactNode } from 'react';
import { useApplicationI18n } from '../i18n.ts';
import type { ApplicantDataState } from '../hooks/useApplicantData.ts';
import { applicantToken } from '../lib/session.ts';
import { LookupForm } from './LookupForm.tsx';

/**
 * What an applicant page shows before its data: loading, the lookup when the visitor has not proved
 * who they are (or the proof expired), "not found" (also for someone else's id), or a load error.
 */
export function ApplicantGate<T>({
  state,
  reload,
  children,
}: {
  state: ApplicantDataState<T>;
  reload(): void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useApplicationI18n();
  switch (state.status) {
    case 'loading':
      return <p role="status">{t('page.loading')}</p>;
    case 'needProof':
      return <LookupForm onFound={reload} />;
    case 'notFound':
      return (
        <>
          <p className="ap-alert" role="alert">
            {state.message}
          </p>
          <LookupForm onFound={reload} />
        </>
      );
    case 'error':
      return (
        <div className="ap-alert" role="alert">
          <p>{t('ap.loadFailed')}</p>
          <p>
            <button type="button" className="btn btn-outline" onClick={reload}>
              {t('ap.retry')}
            </button>
          </p>
        </div>
      );
    default:
      return <>{children(state.data)}</>;
  }
}

/** "Not you?": forgets this tab's proof so another person can look up theirs. */
export function ForgetProof({ onForget }: { onForget(): void }) {
  const { t } = useApplicationI18n();
  return (
    <p>
      <button
        type="button"
        className="ap-link-button"
        onClick={() => {
          applicantToken.clear();
          onForget();
        }}
      >
        {t('ap.lookup.forget')}
      </button>
    </p>
  );
}
