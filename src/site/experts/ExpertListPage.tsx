import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { PublicLawyerList } from '#domain/schemas/lawyer.ts';
import type { PublicPractice } from '#domain/schemas/practice.ts';
import { CenterPage } from '../ui/CenterPage.tsx';
import { apiQuery } from '../ui/listParams.ts';
import { Pagination } from '../ui/Pagination.tsx';
import { SearchForm } from '../ui/SearchForm.tsx';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { codeNames } from './codeNames.ts';
import './experts.css';
import { useExpertsI18n } from './i18n.ts';
import { LawyerCard } from './LawyerCard.tsx';

const LIMIT = 12;
const FILTERS = ['practice', 'country', 'language'] as const;

/** /experts — the advisers, filtered by practice area, country and language and searched; the URL holds it all. */
export default function ExpertListPage() {
  const { t, locale } = useExpertsI18n();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const chosen = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  const practices = useResource<{ practices: PublicPractice[] }>('/api/v1/practices');
  const list = useResource<PublicLawyerList>(
    `/api/v1/lawyers${apiQuery({ ...chosen, q, page, limit: LIMIT })}`,
  );
  const names = codeNames(locale);
  const id = useId();

  /** A new filter or search starts again at page 1. */
  const change = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };
  const hrefOf = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    return `/experts?${next.toString()}`;
  };

  const options: Record<(typeof FILTERS)[number], { value: string; label: string }[]> = {
    practice: (practices.data?.practices ?? []).map((p) => ({ value: p._id, label: p.name })),
    country: (list.data?.countries ?? [])
      .map((code) => ({ value: code, label: names.country(code) }))
      .sort((a, b) => a.label.localeCompare(b.label, locale)),
    language: (list.data?.languages ?? []).map((code) => ({ value: code, label: names.language(code) })),
  };

  return (
    <CenterPage title={t('nav.experts.directory')} description={t('ex.description')} wide>
      <div className="ex-lead">
        <p className="form-legend">{t('ex.lead')}</p>
        <Link
          className="btn btn-primary"
          to={`/mypage/consultations/new${chosen.practice ? `?practice=${encodeURIComponent(chosen.practice)}` : ''}`}
        >
          {t('ex.request')}
        </Link>
      </div>
      <div className="ex-filters">
        {FILTERS.map((filter) => (
          <div key={filter} className="ex-filter">
            <label htmlFor={`${id}-${filter}`}>{t(`ex.filter.${filter}`)}</label>
            <select
              id={`${id}-${filter}`}
              value={chosen[filter]}
              onChange={(e) => change(filter, e.target.value)}
            >
              <option value="">{t('ex.filter.all')}</option>
              {/* a chosen value the options do not hold yet (still loading) stays selectable */}
              {chosen[filter] && !options[filter].some((o) => o.value === chosen[filter]) && (
                <option value={chosen[filter]}>{chosen[filter]}</option>
              )}
              {options[filter].map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <SearchForm
          value={q}
          onSearch={(text) => change('q', text)}
          label={t('ex.search')}
          placeholder={t('ex.searchPlaceholder')}
        />
      </div>
      {list.status !== undefined ? (
        <LoadFailed message={list.message} onRetry={list.reload} />
      ) : !list.data ? (
        <Loading />
      ) : list.data.lawyers.length === 0 ? (
        <p className="state-box">{t('ex.empty')}</p>
      ) : (
        <>
          <p className="ex-total" aria-live="polite">
            {t('ex.total', { count: list.data.total })}
          </p>
          <ul className="ex-grid">
            {list.data.lawyers.map((lawyer) => (
              <LawyerCard key={lawyer._id} lawyer={lawyer} />
            ))}
          </ul>
          <Pagination page={page} total={list.data.total} limit={LIMIT} href={hrefOf} />
        </>
      )}
    </CenterPage>
  );
}
