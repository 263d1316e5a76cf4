import { useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { APARTMENT_TYPES, type ApartmentTypeCode } from '#domain/constants.ts';
import { formatArea, formatNumber } from '#domain/format.ts';
import { CATEGORY_LABELS, QUALIFICATION_TYPE_LABELS } from '#domain/labels.ts';
import { supplyAreaM2, toPyeong, UNIT_SPECS, UNITS_BY_TYPE, UNITS_PER_FLOOR_BY_TYPE } from '../data.ts';
import { DataTable, KeyValueTable } from '../DataTable.tsx';
import { UnitPlan } from '../diagrams/UnitPlan.tsx';
import { useInfo } from '../i18n.ts';
import { Figure, InfoPage, Section } from '../InfoPage.tsx';

const CODES = APARTMENT_TYPES.map((t) => t.code);
const isCode = (value: string): value is ApartmentTypeCode => (CODES as string[]).includes(value);
const areaOf = (code: ApartmentTypeCode) => APARTMENT_TYPES.find((t) => t.code === code)!.areaM2;
const qualification = (code: ApartmentTypeCode) =>
  UNIT_SPECS[code].category === 'YOUTH'
    ? QUALIFICATION_TYPE_LABELS.YOUTH_TYPE
    : QUALIFICATION_TYPE_LABELS.MARRIED_TYPE;

function UnitPanel({ code }: { code: ApartmentTypeCode }) {
  const { ti, tl } = useInfo();
  const spec = UNIT_SPECS[code];
  const area = areaOf(code);
  const supply = supplyAreaM2(code);
  return (
    <div className="unit-panel">
      <Figure label={ti('info.plan.title', { code })} minWidth={300} className="is-plan">
        <UnitPlan code={code} />
      </Figure>
      <div className="unit-facts">
        <h3 className="unit-title">
          {ti('info.common.typeName', { code })}
          <span className="unit-badge">{tl(qualification(code))}</span>
        </h3>
        <KeyValueTable
          caption={ti('info.common.typeName', { code })}
          captionHidden
          rows={[
            [ti('info.unit.target'), `${tl(CATEGORY_LABELS[spec.category])} (${tl(qualification(code))})`],
            [ti('info.unit.layout'), ti(`info.unit.layout.${spec.layout}`)],
            [
              ti('info.unit.exclusive'),
              `${ti('info.common.m2', { n: formatArea(area) })} (${ti('info.common.pyeong', { n: toPyeong(area) })})`,
            ],
            [ti('info.unit.common'), ti('info.common.m2', { n: formatArea(spec.commonM2) })],
            [
              ti('info.unit.supplyArea'),
              `${ti('info.common.m2', { n: formatArea(supply) })} (${ti('info.common.pyeong', { n: toPyeong(supply) })})`,
            ],
            [
              ti('info.unit.size'),
              ti('info.unit.sizeValue', { w: formatNumber(spec.widthMm), d: formatNumber(spec.depthMm) }),
            ],
            [
              ti('info.unit.count'),
              ti('info.unit.countValue', {
                n: formatNumber(UNITS_BY_TYPE[code]),
                perFloor: UNITS_PER_FLOOR_BY_TYPE[code],
              }),
            ],
          ]}
        />
        <h4 className="options-title">{ti('info.unit.options')}</h4>
        <ul className="option-chips">
          {spec.options.map((o) => (
            <li key={o}>{ti(`info.option.${o}`)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * /complex/unit: one tab per unit type with its drawn plan and facts (the tab follows the URL hash, so
 * /complex/unit#52A opens that type), and a comparison table of all four below.
 */
export function UnitPage() {
  const { ti, tl } = useInfo();
  const { hash } = useLocation();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const [selected, setSelected] = useState<ApartmentTypeCode>(() => {
    const fromHash = decodeURIComponent(hash.slice(1));
    return isCode(fromHash) ? fromHash : '25A';
  });

  // The hash is written past the router on purpose: a router navigation would scroll the page to the top
  // and move focus to <main> (Layout), which must not happen on a tab switch.
  const select = (code: ApartmentTypeCode, focus = false) => {
    setSelected(code);
    window.history.replaceState(window.history.state, '', `#${code}`);
    if (focus) tabs.current[CODES.indexOf(code)]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = CODES.indexOf(selected);
    const next =
      e.key === 'ArrowRight'
        ? (i + 1) % CODES.length
        : e.key === 'ArrowLeft'
          ? (i - 1 + CODES.length) % CODES.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? CODES.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    select(CODES[next]!, true);
  };

  return (
    <InfoPage title="nav.complex.unit" description={ti('info.meta.unit')} lead={ti('info.unit.lead')}>
      <Section id="unit-plans" title={ti('info.unit.tabs')}>
        <div className="unit-tabs" role="tablist" aria-labelledby="unit-plans-title">
          {CODES.map((code, i) => (
            <button
              key={code}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`unit-tab-${code}`}
              aria-selected={code === selected}
              aria-controls={`unit-panel-${code}`}
              tabIndex={code === selected ? 0 : -1}
              onClick={() => select(code)}
              onKeyDown={onKeyDown}
            >
              <span className="tab-code">{code}</span>
              <span className="tab-area">{ti('info.common.m2', { n: formatArea(areaOf(code)) })}</span>
            </button>
          ))}
        </div>
        {CODES.map((code) => (
          <div
            key={code}
            role="tabpanel"
            id={`unit-panel-${code}`}
            aria-labelledby={`unit-tab-${code}`}
            hidden={code !== selected}
            tabIndex={0}
          >
            {code === selected && <UnitPanel code={code} />}
          </div>
        ))}
        <p className="fine-print">{ti('info.unit.note')}</p>
      </Section>
      <Section id="unit-compare" title={ti('info.unit.table.caption')}>
        <DataTable
          caption={ti('info.unit.table.caption')}
          captionHidden
          minWidth={640}
          nowrapRowHeader
          columns={[
            { label: ti('info.supply.col.type') },
            { label: ti('info.unit.target') },
            { label: ti('info.unit.layout') },
            { label: ti('info.unit.exclusive'), numeric: true },
            { label: ti('info.unit.supplyArea'), numeric: true },
            { label: ti('info.unit.count'), numeric: true },
          ]}
          rows={APARTMENT_TYPES.map((t) => [
            ti('info.common.typeName', { code: t.code }),
            tl(qualification(t.code)),
            ti(`info.unit.layout.${UNIT_SPECS[t.code].layout}`),
            ti('info.common.m2', { n: formatArea(t.areaM2) }),
            ti('info.common.m2', { n: formatArea(supplyAreaM2(t.code)) }),
            ti('info.common.units', { n: formatNumber(UNITS_BY_TYPE[t.code]) }),
          ])}
        />
      </Section>
    </InfoPage>
  );
}

export default UnitPage;
