import { useFormContext, useWatch } from 'react-hook-form';
import { useApplicationI18n } from '../i18n.ts';
import type { Schedule } from '../../types.ts';
import { SummaryView } from '../components/SummaryView.tsx';
import { formatBytes } from '../../ui/files.ts';
import type { ApplicationFile, Term } from '../types.ts';
import { documentsFor, type ChosenFiles } from '../wizard/documents.ts';
import type { StepId } from '../wizard/steps.ts';
import type { WizardValues } from '../wizard/values.ts';

/** Step 6: everything on one page, each section with a way back to its step, before submitting. */
export function ReviewStep({
  schedules,
  terms,
  files,
  stored,
  verified,
  steps,
  onEdit,
}: {
  schedules: Schedule[];
  terms?: Term[];
  files: ChosenFiles;
  stored?: Partial<Record<string, ApplicationFile>>;
  verified?: boolean;
  steps: readonly StepId[];
  onEdit(step: StepId): void;
}) {
  const { t } = useApplicationI18n();
  const { control } = useFormContext<WizardValues>();
  const values = useWatch({ control }) as WizardValues;
  const termTitles = steps.includes('terms')
    ? Object.fromEntries((terms ?? []).map((x) => [x.code, x.title]))
    : undefined;
  const docs = values.kind === 'APPLICATION' ? documentsFor(values) : [];

  return (
    <SummaryView
      values={values}
      schedules={schedules}
      termTitles={termTitles}
      onEdit={onEdit}
      editable={steps}
      verified={verified}
      documents={
        docs.length > 0 && (
          <section className="ap-review-section" aria-labelledby="ap-sum-documents">
            <div className="ap-review-head">
              <h3 id="ap-sum-documents">{t('ap.step.documents')}</h3>
              {steps.includes('documents') && (
                <button
                  type="button"
                  className="ap-link-button"
                  onClick={() => onEdit('documents')}
                  aria-label={t('ap.review.editNamed', { name: t('ap.step.documents') })}
                >
                  {t('ap.review.edit')}
                </button>
              )}
            </div>
            <dl className="ap-summary">
              {docs.map(({ key, needed }) => {
                const file = files[key];
                const kept = stored?.[key];
                return (
                  <div key={key}>
                    <dt>{t(`ap.doc.${key}`)}</dt>
                    <dd>
                      {file ? (
                        <>
                          {file.name} <span className="ap-muted">({formatBytes(file.size)})</span>
                        </>
                      ) : kept ? (
                        <>
                          {kept.filename} <span className="ap-muted">({t('ap.documents.stored')})</span>
                        </>
                      ) : needed ? (
                        <span className="is-missing">{t('ap.documents.missing')}</span>
                      ) : (
                        '-'
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
            <p className="ap-hint ap-review-note">{t('ap.documents.later')}</p>
          </section>
        )
      }
    />
  );
}
