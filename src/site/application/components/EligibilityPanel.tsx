import { forwardRef } from 'react';
import { ELIGIBILITY } from '#domain/constants.ts';
import {
  checkEligibility,
  referenceDateOf,
  type EligibilityFailure,
  type EligibilityInput,
} from '#domain/eligibility.ts';
import { formatDate, formatNumber } from '#domain/format.ts';
import { applicationMessages } from '#domain/messages/application.ts';
import { useApplicationI18n } from '../i18n.ts';
import type { Schedule } from '../../types.ts';
import { parseWon, type WizardValues } from '../wizard/values.ts';

/** The answers checkEligibility reads, from the wizard's values; what is not answered stays null. */
export function eligibilityInput(v: WizardValues): EligibilityInput {
  return {
    birth: v.birth || null,
    qualificationType: v.qualificationType || null,
    supplyCategory: v.supplyCategory || null,
    maritalStatus: v.maritalStatus || null,
    marriageDate: v.maritalStatus === 'MARRIED' ? v.marriageDate || null : null,
    isHomeless: v.isHomeless,
    isCar: v.isCar,
    carValue: v.isCar === true ? parseWon(v.carValue) : null,
  };
}

/** docs/spec.md § 9 on the round's reference date (its openAt in Seoul), or today before a round is known. */
export function evaluate(
  values: WizardValues,
  schedule: Schedule | null,
): {
  failures: EligibilityFailure[];
  referenceDate: string;
  complete: boolean;
} {
  const referenceDate = schedule ? referenceDateOf(schedule) : formatDate(Date.now()).replace(/-/g, '');
  const input = eligibilityInput(values);
  const failures = checkEligibility(input, referenceDate);
  const complete =
    /^\d{8}$/.test(values.birth) &&
    Boolean(values.qualificationType && values.maritalStatus && values.supplyCategory) &&
    values.isHomeless !== null &&
    values.isCar !== null &&
    (values.isCar === false || values.carValue !== '');
  return { failures, referenceDate, complete };
}

/**
 * The live eligibility panel: what fails and why, in the visitor's language, each with a way to the
 * field to fix; or that the answers so far meet the rules. A polite live region, so a change of
 * answer is announced once, not every keystroke's re-render.
 */
export const EligibilityPanel = forwardRef<
  HTMLElement,
  {
    failures: EligibilityFailure[];
    referenceDate: string;
    complete: boolean;
    onFix?: (field: EligibilityFailure['field']) => void;
  }
>(function EligibilityPanel({ failures, referenceDate, complete, onFix }, ref) {
  const { t, locale } = useApplicationI18n();
  const state = failures.length > 0 ? 'has-failures' : complete ? 'is-ok' : 'is-pending';
  const date = formatDate(
    `${referenceDate.slice(0, 4)}-${referenceDate.slice(4, 6)}-${referenceDate.slice(6)}`,
  );
  return (
    <section
      ref={ref}
      className={`ap-eligibility ${state}`}
      aria-labelledby="ap-eligibility-title"
      tabIndex={-1}
      data-testid="eligibility-panel"
    >
      <h3 id="ap-eligibility-title" className="ap-eligibility-title">
        {t('ap.eligibility.title')}
      </h3>
      <div aria-live="polite">
        {failures.length > 0 ? (
          <>
            <p>{t('ap.eligibility.failed', { count: failures.length })}</p>
            <ul>
              {failures.map((f) => (
                <li key={f.code}>
                  <span>{applicationMessages[f.code][locale]}</span>
                  {onFix && (
                    <button type="button" className="ap-link-button" onClick={() => onFix(f.field)}>
                      {t('ap.eligibility.fix')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{complete ? t('ap.eligibility.ok') : t('ap.eligibility.pending')}</p>
        )}
      </div>
      <p className="ap-eligibility-rules">
        {t('ap.eligibility.rules', {
          date,
          min: ELIGIBILITY.ageMin,
          max: ELIGIBILITY.ageMax,
          years: ELIGIBILITY.newlywedWithinYears,
          limit: formatNumber(ELIGIBILITY.carValueLimitWon),
          year: ELIGIBILITY.carValueLimitYear,
        })}
      </p>
    </section>
  );
});
