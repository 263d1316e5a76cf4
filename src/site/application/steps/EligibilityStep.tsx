import { Controller, useFormContext } from 'react-hook-form';
import { ELIGIBILITY } from '#domain/constants.ts';
import { formatNumber } from '#domain/format.ts';
import { useApplicationI18n } from '../i18n.ts';
import { TextField } from '../components/TextField.tsx';
import { useErrorText } from '../components/useErrorText.ts';
import { YesNoField } from '../components/YesNoField.tsx';
import { groupedDigits } from '../../ui/forms/digits.ts';
import type { WizardValues } from '../wizard/values.ts';

const QUESTIONS = ['isHomeless', 'isAsset', 'isCar'] as const;

/**
 * Step 4: the eligibility answers, each an explicit 예/아니오 that starts unanswered; the car's value
 * is asked only when there is a car. The live eligibility panel beside it explains any failure.
 */
export function EligibilityStep({ disabled }: { disabled: boolean }) {
  const { t } = useApplicationI18n();
  const err = useErrorText();
  const { control, register, watch, formState } = useFormContext<WizardValues>();
  const isCar = watch('isCar');
  const limit = formatNumber(ELIGIBILITY.carValueLimitWon);
  return (
    <div className="ap-fields">
      {QUESTIONS.map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <YesNoField
              id={`ap-${name}`}
              legend={t(`ap.question.${name}`)}
              hint={t(`ap.question.${name}Hint`, { limit, year: ELIGIBILITY.carValueLimitYear })}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={disabled}
              error={err(fieldState.error?.message)}
            />
          )}
        />
      ))}
      {isCar === true && (
        <TextField
          id="ap-carValue"
          label={t('ap.field.carValue')}
          required
          inputMode="numeric"
          autoComplete="off"
          hint={t('ap.field.carValueHint', { limit, year: ELIGIBILITY.carValueLimitYear })}
          registration={groupedDigits(register('carValue'))}
          error={err(formState.errors.carValue?.message)}
        />
      )}
    </div>
  );
}
