import { useFormContext } from 'react-hook-form';
import { useApplicationI18n } from '../i18n.ts';
import { TextField } from '../components/TextField.tsx';
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
      <div className="ap-fields cols-2">
        <TextField
          id="ap-name"
          label={t('ap.field.name')}
          required
          autoComplete="name"
          readOnly={verified}
          badge={verified ? <span className="ap-verified">{t('ap.identity.verified')}</span> : null}
          registration={register('name')}
          error={err(e.name?.message)}
        />
        <TextField
          id="ap-phone"
          label={t('ap.field.phone')}
          required
          type="tel"
          digits="phone"
          autoComplete="tel-national"
          readOnly={verified}
          hint={t('ap.field.phoneHint')}
          badge={verified ? <span className="ap-verified">{t('ap.identity.verified')}</span> : null}
          registration={register('phone')}
          error={err(e.phone?.message)}
        />
        <TextField
          id="ap-birth"
          label={t('ap.field.birth')}
          required
          digits="date"
          placeholder="YYYYMMDD"
          readOnly={verified}
          hint={t('ap.field.birthHint')}
          badge={verified ? <span className="ap-verified">{t('ap.identity.verified')}</span> : null}
          registration={register('birth')}
          error={err(e.birth?.message)}
        />
      </div>
    </div>
  );
}
