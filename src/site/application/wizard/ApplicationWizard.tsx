import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import type { ApiErrorBody } from '#src/api/client.ts';
import type { EligibilityFailure } from '#domain/eligibility.ts';
import type { ApplicationInput } from '#domain/schemas/application.ts';
import { useApplicationI18n } from '../i18n.ts';
import { EligibilityPanel, evaluate } from '../components/EligibilityPanel.tsx';
import { StepIndicator } from '../components/StepIndicator.tsx';
import { WindowBanner } from '../components/WindowBanner.tsx';
import { useApplicationWindow, type ApplicationWindow } from '../hooks/useApplicationWindow.ts';
import { applyServerErrors } from '../lib/serverErrors.ts';
import { DetailsStep } from '../steps/DetailsStep.tsx';
import { DocumentsStep } from '../steps/DocumentsStep.tsx';
import { EligibilityStep } from '../steps/EligibilityStep.tsx';
import { IdentityStep } from '../steps/IdentityStep.tsx';
import { ReviewStep } from '../steps/ReviewStep.tsx';
import { TermsStep } from '../steps/TermsStep.tsx';
import type { ApplicationFile, Term } from '../types.ts';
import type { ChosenFiles, DocKey } from './documents.ts';
import { loadSchema, wizardResolver, type ResolverContext } from './resolver.ts';
import { STEP_FIELDS, stepOfField, type StepId } from './steps.ts';
import type { WizardValues } from './values.ts';

export interface SubmitHelpers {
  window: ApplicationWindow;
}

export interface WizardProps {
  steps: readonly StepId[];
  initialValues: WizardValues;
  initialStep?: StepId;
  terms?: Term[];
  termsFailed?: boolean;
  /** `purpose` of the identity verification popup. */
  purpose: string;
  files: ChosenFiles;
  onFile(key: DocKey, file: File | null): void;
  stored?: Partial<Record<string, ApplicationFile>>;
  /** An existing application's identity was verified (its certId is long used). */
  verified?: boolean;
  onDeleteStored?: (key: DocKey) => void;
  submitLabel: string;
  /** True while the submission is on its way: the submit button is disabled. */
  busy: boolean;
  /** What went wrong with the last submission (network, duplicate, refused), under the buttons. */
  problem?: ReactNode;
  /** Sends the validated input; a 400's body comes back to be shown on the fields. */
  onSubmit(input: ApplicationInput, helpers: SubmitHelpers): Promise<ApiErrorBody | void>;
  /** Every change of values or step, e.g. to keep a draft. */
  onChange?(values: WizardValues, step: StepId): void;
}

const FAILURE_STEP: Record<EligibilityFailure['field'], StepId> = {
  birth: 'identity',
  qualificationType: 'details',
  supplyCategory: 'details',
  maritalStatus: 'details',
  marriageDate: 'details',
  isHomeless: 'eligibility',
  isCar: 'eligibility',
  carValue: 'eligibility',
};

/**
 * The application wizard (docs/decisions/0005-application-contract.md): one react-hook-form instance over the
 * domain schema, one step on screen at a time, each step checked before the next, a review of everything,
 * then the page's submit. While the round's window is not open the fields are read-only and nothing can be
 * sent.
 */
export function ApplicationWizard(props: WizardProps) {
  const { steps, initialValues, terms, purpose } = props;
  const { t } = useApplicationI18n();
  const [index, setIndex] = useState(() => Math.max(0, steps.indexOf(props.initialStep ?? steps[0]!)));
  const step = steps[Math.min(index, steps.length - 1)]!;
  const requiredTerms = useMemo(() => (terms ?? []).filter((x) => x.required).map((x) => x.code), [terms]);

  const resolver = useMemo(() => wizardResolver(), []);
  const context = useMemo<ResolverContext>(
    () => ({ steps, step, requiredTerms }),
    [steps, step, requiredTerms],
  );
  const form = useForm<WizardValues, ResolverContext, ApplicationInput>({
    defaultValues: initialValues,
    resolver,
    context,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as WizardValues;
  // Reading errors here subscribes the form's root to them: a server error set while no field of its
  // step is on screen (from the review) must still be there when that step opens.
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  const appWindow = useApplicationWindow(values.scheduleId, 'form', values.kind);
  const readOnly = !appWindow.writable;
  const application = values.kind === 'APPLICATION';
  const eligibility = evaluate(values, appWindow.schedule);

  // The round defaults to the one the window banner shows (open, else the next to open …).
  const { setValue } = form;
  const defaultSchedule = appWindow.schedule?._id;
  useEffect(() => {
    if (!values.scheduleId && defaultSchedule) setValue('scheduleId', defaultSchedule);
  }, [values.scheduleId, defaultSchedule, setValue]);

  // A field in error is checked again on every change, not only on blur: its message goes away as
  // soon as it is right, so the layout does not shift under the pointer on the way to "다음".
  const { subscribe, getFieldState, trigger } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          const field = name as Path<WizardValues> | undefined;
          if (type === 'change' && field && getFieldState(field).error) void trigger(field);
        },
      }),
    [subscribe, getFieldState, trigger],
  );

  const { onChange } = props;
  useEffect(() => {
    onChange?.(values, step);
  }, [values, step, onChange]);

  // After a step change the new step's heading (or the field to fix) takes focus, so keyboard and
  // screen-reader users start at the top of what is new.
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    const field = pendingFocus.current;
    pendingFocus.current = null;
    if (field) form.setFocus(field as Path<WizardValues>);
    else heading.current?.focus();
  }, [index, form]);

  const goTo = (next: number, focusField?: string) => {
    moved.current = true;
    pendingFocus.current = focusField ?? null;
    if (next === index && focusField) form.setFocus(focusField as Path<WizardValues>);
    setIndex(Math.max(0, Math.min(steps.length - 1, next)));
  };
  const goToStep = (id: StepId, focusField?: string) => {
    const at = steps.indexOf(id);
    if (at >= 0) goTo(at, focusField);
  };

  const next = async () => {
    if (!readOnly) {
      const fields = STEP_FIELDS[step] as Path<WizardValues>[];
      if (fields.length > 0 && !(await form.trigger(fields, { shouldFocus: true }))) return;
      if (step === 'eligibility' && eligibility.failures.length > 0) {
        panel.current?.focus();
        return;
      }
    }
    goTo(index + 1);
  };

  /** Sends the applicant to the earliest step with an error and focuses that field. */
  const showErrors = (errors: FieldErrors<WizardValues> | string[]) => {
    const fields = Array.isArray(errors) ? errors : Object.keys(errors);
    const located = fields
      .map((field) => ({ field, step: stepOfField(field) }))
      .filter((x): x is { field: string; step: StepId } => Boolean(x.step) && steps.includes(x.step!))
      .sort((a, b) => steps.indexOf(a.step) - steps.indexOf(b.step));
    const first = located[0];
    if (!first) return;
    let field = first.field === 'preferences.unitType' ? 'unitType' : first.field;
    const nested = (errors as Record<string, Record<string, unknown>>)[field];
    if (!Array.isArray(errors) && field === 'spouse' && nested && !('message' in nested)) {
      field = `spouse.${Object.keys(nested)[0]}`;
    }
    goToStep(first.step, field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(
      async (input) => {
        if (readOnly) return;
        if (application && eligibility.failures.length > 0) {
          panel.current?.focus();
          return;
        }
        const refused = await props.onSubmit(input, { window: appWindow });
        if (refused) showErrors(applyServerErrors(refused, form.setError));
      },
      (errors) => showErrors(errors),
    )(event);

  const fix = (field: EligibilityFailure['field']) => goToStep(FAILURE_STEP[field], field);
  const showPanel = application && (step === 'details' || step === 'eligibility' || step === 'review');

  return (
    <FormProvider {...form}>
      <WindowBanner window={appWindow} />
      <StepIndicator
        steps={steps.map((id) => ({ id, label: t(`ap.step.${id}`) }))}
        current={index}
        onGo={(i) => goTo(i)}
      />
      <div className={showPanel ? 'ap-wizard-body' : undefined}>
        <form
          className="ap-card"
          noValidate
          onSubmit={submit}
          onFocus={() => void loadSchema().catch(() => {})}
          onPointerDown={() => void loadSchema().catch(() => {})}
          aria-labelledby="ap-step-title"
          data-invalid={hasErrors || undefined}
        >
          <div>
            <h2 id="ap-step-title" ref={heading} tabIndex={-1} className="ap-card-title">
              {t(`ap.step.${step}`)}
            </h2>
            <p className="ap-card-lead">
              {/* an interest registration asks no qualification or supply type (docs/decisions/0006-registration-window.md: who to tell) */}
              {t(step === 'details' && !application ? 'ap.lead.detailsRegistration' : `ap.lead.${step}`)}
            </p>
          </div>
          {step === 'review' ? (
            <ReviewStep
              schedules={appWindow.schedules}
              terms={terms}
              files={props.files}
              stored={props.stored}
              verified={props.verified}
              steps={steps}
              onEdit={(id) => goToStep(id)}
            />
          ) : (
            <fieldset className="ap-plain" disabled={readOnly}>
              <legend className="visually-hidden">{t(`ap.step.${step}`)}</legend>
              {step === 'terms' && <TermsStep terms={terms} failed={Boolean(props.termsFailed)} />}
              {step === 'identity' && <IdentityStep purpose={purpose} disabled={readOnly} />}
              {step === 'details' && <DetailsStep schedules={appWindow.schedules} disabled={readOnly} />}
              {step === 'eligibility' && <EligibilityStep disabled={readOnly} />}
              {step === 'documents' && (
                <DocumentsStep
                  files={props.files}
                  onFile={props.onFile}
                  stored={props.stored}
                  onDelete={props.onDeleteStored}
                  disabled={readOnly}
                />
              )}
            </fieldset>
          )}
          {props.problem}
          <div className="ap-actions">
            {index > 0 && (
              <button type="button" className="btn btn-outline" onClick={() => goTo(index - 1)}>
                {t('ap.prev')}
              </button>
            )}
            {step !== 'review' ? (
              // Distinct keys: the click on "다음" must not turn into a submit when the same element
              // becomes the review's submit button before the browser runs the click's default action.
              <button
                key="next"
                type="button"
                className="btn btn-primary ap-next"
                onClick={() => void next()}
              >
                {t('ap.next')}
              </button>
            ) : (
              <button
                key="submit"
                type="submit"
                className="btn btn-accent ap-next"
                disabled={props.busy || readOnly}
              >
                {props.busy ? t('ap.sending') : props.submitLabel}
              </button>
            )}
          </div>
        </form>
        {showPanel && (
          <aside className="ap-aside">
            <EligibilityPanel
              ref={panel}
              failures={eligibility.failures}
              referenceDate={eligibility.referenceDate}
              complete={eligibility.complete}
              onFix={fix}
            />
          </aside>
        )}
      </div>
    </FormProvider>
  );
}
