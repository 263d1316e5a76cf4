import { Link } from 'react-router-dom';
import { formatDate, formatPhone } from '#domain/format.ts';
import {
  CATEGORY_LABELS,
  QUALIFICATION_TYPE_LABELS,
  RANK_LABELS,
  SUPPLY_TYPE_LABELS,
} from '#domain/labels.ts';
import type { SiteKey } from '#locales/ko/site.ts';
import { CenterPage } from '../ui/CenterPage.tsx';
import { formatBytes } from '../ui/format.ts';
import { useI18n } from '../i18n.tsx';
import './guide.css';

/** A realistic sample applicant (docs/spec.md § 3 Applicant form), never a real person. */
const SAMPLE = {
  phone: '01023456789',
  birth: '19970412',
  email: 'haneul.kim@example.com',
  qualification: 'YOUTH_TYPE',
  supplyType: 'NORMAL_TYPE',
  category: 'YOUTH',
  earningRank: 'FIRST',
  regionRank: 'SECOND',
  files: [
    { name: '주민등록등본.pdf', size: 312_448, key: 'resident' },
    { name: '가족관계증명서.pdf', size: 201_113, key: 'family' },
    { name: '건강보험_자격득실확인서.pdf', size: 188_904, key: 'insurance' },
    { name: '소득금액증명원.pdf', size: 246_780, key: 'income' },
  ],
} as const;

function Row({ label, value, tip }: { label: string; value: React.ReactNode; tip?: string }) {
  return (
    <div className="ex-row">
      <dt>{label}</dt>
      <dd>
        <span className="ex-value">{value}</span>
        {tip && <span className="ex-tip">{tip}</span>}
      </dd>
    </div>
  );
}

/**
 * /ex — an example of a filled application: a read-only rendering of a sample applicant, labelled 예시
 * everywhere, with a tip beside each answer. Nothing here can be submitted.
 */
export function ExamplePage() {
  const { t, tl } = useI18n();
  const yes = t('ex.yes');
  const no = t('ex.no');
  const section = (id: string, title: SiteKey, children: React.ReactNode) => (
    <section className="ex-section" aria-labelledby={id}>
      <h3 id={id} className="ex-section-title">
        {t(title)}
      </h3>
      <dl>{children}</dl>
    </section>
  );

  return (
    <CenterPage title={t('ex.title')} description={t('ex.meta')}>
      <div className="ex-banner" role="note">
        <span className="badge badge-example">{t('ex.badge')}</span>
        <p>{t('ex.notice')}</p>
      </div>
      <article className="ex-sheet" aria-labelledby="ex-sheet-title">
        <span className="ex-watermark" aria-hidden="true">
          {t('ex.badge')}
        </span>
        <header className="ex-head">
          <h2 id="ex-sheet-title">
            {t('ex.sheetTitle')} <span className="visually-hidden">({t('ex.badge')})</span>
          </h2>
          <p>{t('ex.round')}</p>
        </header>
        {section(
          'ex-terms',
          'ex.section.terms',
          <>
            <Row label={t('ex.term.collect')} value={`✔ ${t('ex.agreed')}`} tip={t('ex.tip.terms')} />
            <Row label={t('ex.term.thirdParty')} value={`✔ ${t('ex.agreed')}`} />
          </>,
        )}
        {section(
          'ex-applicant',
          'ex.section.applicant',
          <>
            <Row label={t('ex.field.name')} value={t('ex.value.name')} tip={t('ex.tip.name')} />
            <Row label={t('ex.field.phone')} value={formatPhone(SAMPLE.phone)} tip={t('ex.tip.phone')} />
            <Row
              label={t('ex.field.birth')}
              value={formatDate(
                `${SAMPLE.birth.slice(0, 4)}-${SAMPLE.birth.slice(4, 6)}-${SAMPLE.birth.slice(6)}`,
              )}
              tip={t('ex.tip.birth')}
            />
            <Row label={t('ex.field.email')} value={SAMPLE.email} tip={t('ex.tip.email')} />
          </>,
        )}
        {section(
          'ex-qualification',
          'ex.section.qualification',
          <>
            <Row
              label={t('ex.field.qualification')}
              value={tl(QUALIFICATION_TYPE_LABELS[SAMPLE.qualification])}
              tip={t('ex.tip.qualification')}
            />
            <Row label={t('ex.field.supplyType')} value={tl(SUPPLY_TYPE_LABELS[SAMPLE.supplyType])} />
            <Row label={t('ex.field.category')} value={tl(CATEGORY_LABELS[SAMPLE.category])} />
            <Row
              label={t('ex.field.earningRank')}
              value={tl(RANK_LABELS[SAMPLE.earningRank])}
              tip={t('ex.tip.rank')}
            />
            <Row label={t('ex.field.regionRank')} value={tl(RANK_LABELS[SAMPLE.regionRank])} />
            <Row label={t('ex.field.spouse')} value={t('ex.value.spouse')} tip={t('ex.tip.spouse')} />
          </>,
        )}
        {section(
          'ex-eligibility',
          'ex.section.eligibility',
          <>
            <Row label={t('ex.field.homeless')} value={yes} />
            <Row label={t('ex.field.asset')} value={yes} tip={t('ex.tip.asset')} />
            <Row label={t('ex.field.car')} value={no} tip={t('ex.tip.car')} />
          </>,
        )}
        <section className="ex-section" aria-labelledby="ex-files">
          <h3 id="ex-files" className="ex-section-title">
            {t('ex.section.files')}
          </h3>
          <ul className="ex-files">
            {SAMPLE.files.map((file) => (
              <li key={file.name}>
                <span className="file-type">PDF</span>
                <span className="ex-file-label">{t(`guide.doc.${file.key}` as SiteKey)}</span>
                <span className="file-size">{formatBytes(file.size)}</span>
                <span className="file-name">{file.name}</span>
              </li>
            ))}
          </ul>
          <p className="ex-tip">{t('ex.tip.files')}</p>
        </section>
      </article>
      <div className="post-actions ex-actions">
        <Link to="/guide" className="btn btn-outline">
          {t('guide.title')}
        </Link>
        <Link to="/form/application" className="btn btn-primary">
          {t('guide.link.apply')}
        </Link>
      </div>
    </CenterPage>
  );
}

export default ExamplePage;
