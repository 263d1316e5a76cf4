import { APARTMENT_TYPES } from '#domain/constants.ts';
import { QUALIFICATION_TYPE_LABELS, RANK_LABELS } from '#domain/labels.ts';
import { UNIT_SPECS } from '../data.ts';
import { DataTable } from '../DataTable.tsx';
import { FACT_VARS, STAY_VARS } from '../facts.ts';
import { useInfo } from '../i18n.ts';
import { FeatureIcon } from '../icons.tsx';
import { InfoPage, MoreLink, Section } from '../InfoPage.tsx';

const BASIC = [
  { id: 'age', icon: 'calendar' },
  { id: 'type', icon: 'community' },
  { id: 'home', icon: 'house' },
  { id: 'car', icon: 'car' },
] as const;

/**
 * /subscription/condition: docs/spec.md § 9 eligibility (age, youth or newlywed type, no home, car value)
 * from ELIGIBILITY, the two types side by side, income and selection order.
 */
export function ConditionPage() {
  const { ti, tl } = useInfo();
  const codes = (category: 'YOUTH' | 'MARRIED') =>
    APARTMENT_TYPES.filter((t) => UNIT_SPECS[t.code].category === category)
      .map((t) => ti('info.common.typeName', { code: t.code }))
      .join(', ');
  const youth = tl(QUALIFICATION_TYPE_LABELS.YOUTH_TYPE);
  const married = tl(QUALIFICATION_TYPE_LABELS.MARRIED_TYPE);
  return (
    <InfoPage
      title="nav.subscription.condition"
      description={ti('info.meta.condition', FACT_VARS)}
      lead={ti('info.condition.lead')}
    >
      <Section id="condition-basic" title={ti('info.condition.basic.heading')}>
        <ul className="card-grid is-4 elig-cards">
          {BASIC.map(({ id, icon }) => (
            <li key={id} className="info-card">
              <FeatureIcon name={icon} />
              <h3>{ti(`info.condition.${id}.title`)}</h3>
              <p className="card-figure">{ti(`info.condition.${id}.value`, FACT_VARS)}</p>
              <p>{ti(`info.condition.${id}.body`, FACT_VARS)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="condition-compare" title={ti('info.condition.compare.caption')}>
        <DataTable
          caption={ti('info.condition.compare.caption')}
          captionHidden
          className="compare-table"
          columns={[{ label: ti('info.condition.compare.item') }, { label: youth }, { label: married }]}
          rows={[
            [
              ti('info.condition.row.age'),
              ti('info.condition.age.value', FACT_VARS),
              ti('info.condition.age.value', FACT_VARS),
            ],
            [
              ti('info.condition.row.marriage'),
              ti('info.condition.row.marriageYouth'),
              ti('info.condition.row.marriageMarried', FACT_VARS),
            ],
            [
              ti('info.condition.row.home'),
              ti('info.condition.row.homeYouth'),
              ti('info.condition.row.homeMarried'),
            ],
            [
              ti('info.condition.row.car'),
              ti('info.condition.row.carValue', FACT_VARS),
              ti('info.condition.row.carValue', FACT_VARS),
            ],
            [ti('info.condition.row.types'), codes('YOUTH'), codes('MARRIED')],
            [
              ti('info.condition.row.stay'),
              ti('info.condition.row.stayYouth', STAY_VARS),
              ti('info.condition.row.stayMarried', STAY_VARS),
            ],
          ]}
        />
      </Section>
      <div className="card-grid is-2">
        <section className="info-card" aria-labelledby="condition-income">
          <h2 id="condition-income" className="info-h3">
            {ti('info.condition.income.heading')}
          </h2>
          <p>{ti('info.condition.income.body')}</p>
        </section>
        <section className="info-card" aria-labelledby="condition-rank">
          <h2 id="condition-rank" className="info-h3">
            {ti('info.condition.rank.heading')}
          </h2>
          <p>
            {ti('info.condition.rank.body', {
              first: tl(RANK_LABELS.FIRST),
              second: tl(RANK_LABELS.SECOND),
              third: tl(RANK_LABELS.THIRD),
            })}
          </p>
        </section>
      </div>
      <Section id="condition-cautions" title={ti('info.condition.cautions.heading')}>
        <ul className="check-list">
          {([1, 2, 3] as const).map((n) => (
            <li key={n}>{ti(`info.condition.caution.${n}`)}</li>
          ))}
        </ul>
        <p className="fine-print">{ti('info.common.perNotice')}</p>
        <p className="more-links">
          <MoreLink to="/subscription/document">{ti('info.condition.more.document')}</MoreLink>
          <MoreLink to="/center/notice">{ti('info.common.seeNotice')}</MoreLink>
        </p>
      </Section>
    </InfoPage>
  );
}

export default ConditionPage;
