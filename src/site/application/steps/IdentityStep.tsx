import { useFormContext } from 'react-hook-form';
import { useApplicationI18n } from '../i18n.ts';
import { PersonFields } from '../components/PersonFields.tsx';
import { useErrorText } from '../components/useErrorText.ts';
import { VerifyButton } from '../components/VerifyButton.tsx';
import type { WizardValues } from '../wizard/values.ts';

/**
 * Step 2: who applies. Either the mobile identity verification (popup), which fills and locks name,
 * phone and birth with the verified values, or the three typed by hand.
 */
export function IdentityStep({ purpose, disabled }: { purpose: string; disabled: boolean }) {
  const { t } = useApplicationI18n();
  const err = useErrorText();
  const { register, setValue, watch, formState, clearErrors } = useFormContext<WizardValues>();
  const certId = watch('certId');
  const verified = Boolean(certId);
  const e = formState.errors;

  return (
    <div className="ap-fields">
      <div className="ap-subgroup">
        <p className="ap-subgroup-title">{t('ap.identity.verifyTitle')}</p>
        <p className="ap-hint">{t('ap.identity.verifyLead')}</p>
        <VerifyButton
          purpose={purpose}
          verified={verified}
          disabled={disabled}
          onVerified={(identity, id) => {
            const opts = { shouldDirty: true, shouldValidate: false } as const;
            setValue('name', identity.name, opts);
            setValue('phone', identity.phone, opts);
            setValue('birth', identity.birth ?? '', opts);
            setValue('certId', id, opts);
            clearErrors(['name', 'phone', 'birth', 'certId']);
          }}
        />
        {verified && (
          <p>
            <button
              type="button"
              className="ap-link-button"
              disabled={disabled}
              onClick={() => setValue('certId', null, { shouldDirty: true })}
            >
              {t('ap.identity.unlock')}
            </button>
          </p>
        )}
        {e.certId && <p className="ap-error">{err(e.certId.message)}</p>}
      </div>
      <p className="ap-or">{t('ap.identity.or')}</p>
      <PersonFields idPrefix="ap" register={(name) => register(name)} errors={e} verified={verified} />
    </div>
  );
}
