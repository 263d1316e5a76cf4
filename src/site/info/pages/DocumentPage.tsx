import { useState } from 'react';
import { QUALIFICATION_TYPES, type QualificationType } from '#domain/constants.ts';
import { QUALIFICATION_TYPE_LABELS } from '#domain/labels.ts';
import { DOCUMENTS, type Need } from '../data.ts';
import { DataTable } from '../DataTable.tsx';
import { FACT_VARS } from '../facts.ts';
import { useInfo } from '../i18n.ts';
import { InfoPage, MoreLink, Section } from '../InfoPage.tsx';

type DocId = (typeof DOCUMENTS)[number]['id'];
const needOf = (doc: (typeof DOCUMENTS)[number], type: QualificationType): Need =>
  type === 'YOUTH_TYPE' ? doc.youth : doc.married;

function NeedMark({ need }: { need: Need }) {
  const { ti } = useInfo();
  return <span className={`need need-${need}`}>{ti(`info.document.need.${need}`)}</span>;
}

/** The documents of one qualification type as a checklist; ticks live on this screen only. */
function Checklist() {
  const { ti, tl } = useInfo();
  const [type, setType] = useState<QualificationType>('YOUTH_TYPE');
  const [done, setDone] = useState<Set<string>>(() => new Set());
  const docs = DOCUMENTS.filter((d) => needOf(d, type) !== 'none');
  const count = docs.filter((d) => done.has(d.id)).length;
  const toggle = (id: DocId) =>
    setDone((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className="checklist">
      <fieldset className="segmented">
        <legend>{ti('info.document.checklist.choose')}</legend>
        {QUALIFICATION_TYPES.map((q) => (
          <label key={q}>
            <input type="radio" name="doc-type" value={q} checked={type === q} onChange={() => setType(q)} />
            <span>{tl(QUALIFICATION_TYPE_LABELS[q])}</span>
          </label>
        ))}
      </fieldset>
      <ul className="checklist-items">
        {docs.map((d) => (
          <li key={d.id}>
            <label>
              <input type="checkbox" checked={done.has(d.id)} onChange={() => toggle(d.id)} />
              <span className="checklist-name">{ti(`info.document.${d.id}.name`)}</span>
              <NeedMark need={needOf(d, type)} />
            </label>
            <p className="checklist-note">{ti(`info.document.${d.id}.note`, FACT_VARS)}</p>
          </li>
        ))}
      </ul>
      <p className="checklist-progress" role="status">
        {ti('info.document.checklist.progress', { done: count, total: docs.length })}
      </p>
    </div>
  );
}

/** /subscription/document: documents per qualification type, where to get them, the rules, a checklist. */
export function DocumentPage() {
  const { ti, tl } = useInfo();
  return (
    <InfoPage
      title="nav.subscription.document"
      description={ti('info.meta.document', FACT_VARS)}
      lead={ti('info.document.lead')}
    >
      <Section id="doc-table" title={ti('info.document.table.caption')}>
        <DataTable
          caption={ti('info.document.table.caption')}
          captionHidden
          minWidth={640}
          className="doc-table"
          columns={[
            { label: ti('info.document.col.doc') },
            { label: tl(QUALIFICATION_TYPE_LABELS.YOUTH_TYPE) },
            { label: tl(QUALIFICATION_TYPE_LABELS.MARRIED_TYPE) },
            { label: ti('info.document.col.issuer') },
            { label: ti('info.document.col.note') },
          ]}
          rows={DOCUMENTS.map((d) => [
            ti(`info.document.${d.id}.name`),
            <NeedMark need={d.youth} />,
            <NeedMark need={d.married} />,
            ti(`info.document.${d.id}.issuer`),
            ti(`info.document.${d.id}.note`, FACT_VARS),
          ])}
        />
      </Section>
      <div className="card-grid is-2 doc-grid">
        <section className="info-card" aria-labelledby="doc-rules">
          <h2 id="doc-rules" className="info-h3">
            {ti('info.document.rules.heading')}
          </h2>
          <ul className="check-list">
            {(['date', 'format', 'privacy', 'fix', 'false'] as const).map((r) => (
              <li key={r}>{ti(`info.document.rule.${r}`, FACT_VARS)}</li>
            ))}
          </ul>
          <p className="more-links">
            <MoreLink to="/center/download">{ti('info.document.download')}</MoreLink>
          </p>
        </section>
        <section className="info-card" aria-labelledby="doc-checklist">
          <h2 id="doc-checklist" className="info-h3">
            {ti('info.document.checklist.heading')}
          </h2>
          <p className="fine-print">{ti('info.document.checklist.lead')}</p>
          <Checklist />
        </section>
      </div>
    </InfoPage>
  );
}

export default DocumentPage;
