import type { ReactNode } from 'react';
import { contentLang } from '#domain/contentLang.ts';
import { formatDate, formatNumber, formatPhone } from '#domain/format.ts';
import {
  CATEGORY_LABELS,
  KIND_LABELS,
  QUALIFICATION_TYPE_LABELS,
  RANK_LABELS,
  SUPPLY_TYPE_LABELS,
} from '#domain/labels.ts';
import { useApplicationI18n } from '../i18n.ts';
import type { Schedule } from '../../types.ts';
import type { StepId } from '../wizard/steps.ts';
import { parseWon, type WizardValues } from '../wizard/values.ts';

const ymd = (v: string) =>
  /^\d{8}$/.test(v) ? formatDate(`${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6)}`) : v;

/** A label, its value, and the value's language when it is text someone wrote (see contentLang). */
type Row = [label: string, value: ReactNode, lang?: string | undefined];

export interface SummarySection {
  step: StepId;
  title: string;
  rows: Row[];
}

/**
 * Everything the applicant entered, section by section, for the review step, the receipt and the
 * inquiry page. With `onEdit`, each section has a button back to its step.
 */
export function SummaryView({
  values,
  schedules,
  termTitles,
  documents,
  onEdit,
  editable,
  verified,
}: {
  values: WizardValues;
  schedules: Schedule[];
  termTitles?: Record<string, string>;
  documents?: ReactNode;
  onEdit?: (step: StepId) => void;
  /** The steps that have an edit button (all when omitted). */
  editable?: readonly StepId[];
  /** A stored application says whether its identity was verified (the form knows by its certId). */
  verified?: boolean;
}) {
  const { t, tl, locale } = useApplicationI18n();
  const none = <span className="is-missing">{t('ap.review.none')}</span>;
  const yesNo = (v: boolean | null) =>
    v === null ? <span className="is-missing">{t('ap.unanswered')}</span> : v ? t('ap.yes') : t('ap.no');
  const schedule = schedules.find((s) => s._id === values.scheduleId);
  const application = values.kind === 'APPLICATION';

  const sections: SummarySection[] = [];
  if (termTitles) {
    const agreed = values.terms.map((c) => termTitles[c] ?? c).join(', ');
    sections.push({
      step: 'terms',
      title: t('ap.step.terms'),
      rows: [[t('ap.review.agreed'), agreed || none, contentLang(agreed, locale)]],
    });
  }
  sections.push({
    step: 'identity',
    title: t('ap.step.identity'),
    rows: [
      [t('ap.field.name'), values.name || none, contentLang(values.name, locale)],
      [t('ap.field.phone'), formatPhone(values.phone) || none],
      [t('ap.field.birth'), ymd(values.birth) || none],
      [
        t('ap.review.verification'),
        (verified ?? Boolean(values.certId)) ? t('ap.identity.verified') : t('ap.review.typed'),
      ],
    ],
  });
  const details: Row[] = [
    [t('ap.review.kind'), tl(KIND_LABELS[values.kind])],
    [
      t('ap.field.round'),
      schedule ? schedule.title || t('status.round', { round: schedule.round }) : none,
      contentLang(schedule?.title, locale),
    ],
    [
      application ? t('ap.field.email') : t('ap.field.emailOptional'),
      values.email || (application ? none : '-'),
    ],
    [t('ap.field.unitType'), values.unitType || t('ap.field.unitTypeNone')],
  ];
  if (application) {
    details.push(
      [
        t('ap.field.qualificationType'),
        values.qualificationType ? tl(QUALIFICATION_TYPE_LABELS[values.qualificationType]) : none,
      ],
      [t('ap.field.maritalStatus'), values.maritalStatus ? t(`ap.marital.${values.maritalStatus}`) : none],
    );
    if (values.maritalStatus === 'MARRIED')
      details.push([t('ap.field.marriageDate'), ymd(values.marriageDate) || none]);
    if (values.qualificationType === 'MARRIED_TYPE') {
      details.push([
        t('ap.spouse.title'),
        values.spouse.name
          ? `${values.spouse.name} · ${formatPhone(values.spouse.phone)} · ${ymd(values.spouse.birth)}`
          : none,
        contentLang(values.spouse.name, locale),
      ]);
    }
    details.push(
      [t('ap.field.supplyType'), values.supplyType ? tl(SUPPLY_TYPE_LABELS[values.supplyType]) : none],
      [
        t('ap.field.supplyCategory'),
        values.supplyCategory ? tl(CATEGORY_LABELS[values.supplyCategory]) : none,
      ],
      [t('ap.field.earningRank'), values.earningRank ? tl(RANK_LABELS[values.earningRank]) : none],
      [t('ap.field.regionRank'), values.regionRank ? tl(RANK_LABELS[values.regionRank]) : none],
    );
  }
  sections.push({ step: 'details', title: t('ap.step.details'), rows: details });
  if (application) {
    const car = parseWon(values.carValue);
    const rows: Row[] = [
      [t('ap.question.isHomeless'), yesNo(values.isHomeless)],
      [t('ap.question.isAsset'), yesNo(values.isAsset)],
      [t('ap.question.isCar'), yesNo(values.isCar)],
    ];
    if (values.isCar)
      rows.push([
        t('ap.field.carValue'),
        car !== null && Number.isFinite(car) ? t('ap.won', { amount: formatNumber(car) }) : none,
      ]);
    sections.push({ step: 'eligibility', title: t('ap.step.eligibility'), rows });
  }

  return (
    <div className="ap-review" data-copyable="">
      {sections.map((section) => (
        <section className="ap-review-section" key={section.step} aria-labelledby={`ap-sum-${section.step}`}>
          <div className="ap-review-head">
            <h3 id={`ap-sum-${section.step}`}>{section.title}</h3>
            {onEdit && (!editable || editable.includes(section.step)) && (
              <button
                type="button"
                className="ap-link-button ap-no-print"
                onClick={() => onEdit(section.step)}
                aria-label={t('ap.review.editNamed', { name: section.title })}
              >
                {t('ap.review.edit')}
              </button>
            )}
          </div>
          <dl className="ap-summary">
            {section.rows.map(([label, value, lang]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd lang={lang}>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {documents}
    </div>
  );
}
