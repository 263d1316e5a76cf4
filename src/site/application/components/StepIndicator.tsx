import { useApplicationI18n } from '../i18n.ts';

/**
 * Where the applicant is in the wizard: an ordered list with the current step marked
 * aria-current="step". Steps already passed are buttons back to them; later ones are plain text, as
 * they may only be reached through the checks of the steps before.
 */
export function StepIndicator({
  steps,
  current,
  onGo,
}: {
  steps: readonly { id: string; label: string }[];
  current: number;
  onGo(index: number): void;
}) {
  const { t } = useApplicationI18n();
  return (
    <nav className="ap-steps" aria-label={t('ap.steps.label')}>
      <ol>
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          const content = (
            <>
              <span className="ap-step-no" aria-hidden="true">
                {index + 1}
              </span>
              <span className="ap-step-label">{step.label}</span>
              <span className="visually-hidden">
                {t('ap.steps.position', { current: index + 1, total: steps.length })}
                {state === 'done' ? `, ${t('ap.steps.done')}` : ''}
              </span>
            </>
          );
          return (
            <li
              key={step.id}
              className={`ap-step is-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'done' ? (
                <button type="button" className="ap-step-link" onClick={() => onGo(index)}>
                  {content}
                </button>
              ) : (
                <span className="ap-step-link">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
