import { useRef, useState, type KeyboardEvent } from 'react';
import { contentLang } from '#domain/contentLang.ts';
import { formatNumber } from '#domain/format.ts';
import { useI18n } from '../i18n.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import type { Faq } from './types.ts';
import { apiQuery, useListParams } from '../ui/listParams.ts';
import { SearchForm } from '../ui/SearchForm.tsx';
import { Empty, LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';

/** Every entry of a category fits one page; the FAQ is short by nature. */
const LIMIT = 100;

/**
 * /center/faqs — categories as tabs (WAI-ARIA tabs: arrow keys move between them), a search over question
 * and answer, and an accordion whose buttons say whether their answer is open (aria-expanded).
 */
export function FaqPage() {
  const { t, locale } = useI18n();
  // Kept in the page, not the URL: a URL change moves focus to <main> (Layout), and the arrow keys of the
  // tabs must keep it on the tab. `?category=` still opens a category directly.
  const list = useListParams();
  const [category, setCategory] = useState(() => list.get('category'));
  const [q, setQ] = useState(() => list.q);
  const categories = useResource<{ categories: string[] }>('/api/v1/center/faqs/categories');
  const res = useResource<{ faqs: Faq[]; total: number }>(
    `/api/v1/center/faqs${apiQuery({ limit: LIMIT, q, category })}`,
  );
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const tabs = ['', ...(categories.data?.categories ?? [])];
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = Math.max(0, tabs.indexOf(category));

  const choose = (index: number) => {
    setCategory(tabs[index] ?? '');
    setOpen(new Set());
  };
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    choose(next);
    tabRefs.current[next]?.focus();
  };
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <CenterPage title={t('nav.center.faqs')} description={t('center.meta.faqs')}>
      <div className="list-toolbar">
        <p className="list-count" aria-live="polite">
          {res.data && t('list.total', { total: formatNumber(res.data.total) })}
        </p>
        <SearchForm value={q} label={t('faq.search')} onSearch={setQ} />
      </div>
      <div className="faq-tabs" role="tablist" aria-label={t('faq.categories')}>
        {tabs.map((name, index) => (
          <button
            key={name || 'all'}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`faq-tab-${index}`}
            aria-selected={index === selected}
            aria-controls="faq-panel"
            tabIndex={index === selected ? 0 : -1}
            className="faq-tab"
            lang={contentLang(name, locale)}
            onClick={() => choose(index)}
            onKeyDown={(e) => onTabKey(e, index)}
          >
            {name || t('faq.all')}
          </button>
        ))}
      </div>
      <div id="faq-panel" role="tabpanel" aria-labelledby={`faq-tab-${selected}`} className="faq-panel">
        {res.status !== undefined ? (
          <LoadFailed message={res.message} onRetry={res.reload} />
        ) : !res.data ? (
          <Loading />
        ) : res.data.faqs.length === 0 ? (
          <Empty searching={Boolean(q)} />
        ) : (
          <ul className="faq-list">
            {res.data.faqs.map((faq) => {
              const expanded = open.has(faq._id);
              return (
                <li key={faq._id} className={`faq-item${expanded ? ' is-open' : ''}`}>
                  <h2 className="faq-question">
                    <button
                      type="button"
                      id={`faq-q-${faq._id}`}
                      aria-expanded={expanded}
                      aria-controls={`faq-a-${faq._id}`}
                      onClick={() => toggle(faq._id)}
                    >
                      <span className="faq-mark" aria-hidden="true">
                        Q
                      </span>
                      <span className="faq-category" lang={contentLang(faq.category, locale)}>
                        {faq.category}
                      </span>
                      <span className="faq-text" lang={contentLang(faq.question, locale, faq.lang?.question)}>
                        {faq.question}
                      </span>
                      <span className="faq-chevron" aria-hidden="true" />
                    </button>
                  </h2>
                  <div
                    id={`faq-a-${faq._id}`}
                    role="region"
                    aria-labelledby={`faq-q-${faq._id}`}
                    className="faq-answer"
                    hidden={!expanded}
                  >
                    <span className="faq-mark is-answer" aria-hidden="true">
                      A
                    </span>
                    {/* sanitized by the server on every write */}
                    <div
                      className="rich-text"
                      lang={contentLang(faq.answer, locale, faq.lang?.answer)}
                      dangerouslySetInnerHTML={{ __html: faq.answer }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </CenterPage>
  );
}

export default FaqPage;
