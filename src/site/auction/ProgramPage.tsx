import { useParams, useSearchParams } from 'react-router-dom';
import { LOT_STATES } from '#domain/auction/lotState.ts';
import { contentLang } from '#domain/contentLang.ts';
import { CenterPage } from '../ui/CenterPage.tsx';
import { LoadFailed, Loading, NotFound } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useAuctionI18n } from './i18n.ts';
import { WorkCard } from './parts.tsx';
import type { Program, Work } from './types.ts';
import './auction.css';

/** /auction/programs/:_id — the sale's catalogue, filtered by lot state. */
export default function ProgramPage() {
  const { t, locale } = useAuctionI18n();
  const { _id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const state = params.get('state') ?? '';
  const program = useResource<{ program: Program }>(`/api/v1/auction/programs/${_id}`);
  const works = useResource<{ works: Work[] }>(
    `/api/v1/auction/works?program=${_id}${state ? `&state=${state}` : ''}`,
  );
  const p = program.data?.program;
  if (program.status === 404 || program.status === 400)
    return <NotFound back="/auction" backLabel={t('auction.back')} />;
  return (
    <CenterPage title={t('auction.title')} heading={p?.title} description={t('auction.description')} wide>
      {program.status !== undefined ? (
        <LoadFailed message={program.message} onRetry={program.reload} />
      ) : !p ? (
        <Loading />
      ) : (
        <>
          <header className="auction-program-head">
            <h2 lang={contentLang(p.title, locale, p.lang.title)}>{p.title}</h2>
            <p lang={contentLang(p.description, locale, p.lang.description)}>{p.description}</p>
            <p className="auction-rules">
              {t('auction.softClose', {
                window: p.softCloseWindowSeconds,
                extension: p.softCloseExtensionSeconds,
              })}
              {' · '}
              {t('auction.premium', { rate: p.premiumBasisPoints / 100 })}
            </p>
          </header>
          <div className="auction-filter" role="group" aria-label={t('auction.filter')}>
            {['', ...LOT_STATES].map((s) => (
              <button
                key={s || 'all'}
                type="button"
                className={s === state ? 'is-active' : undefined}
                aria-pressed={s === state}
                onClick={() => setParams(s ? { state: s } : {})}
              >
                {s ? t(`auction.state.${s as (typeof LOT_STATES)[number]}`) : t('auction.all')}
              </button>
            ))}
          </div>
          {works.status !== undefined ? (
            <LoadFailed message={works.message} onRetry={works.reload} />
          ) : !works.data ? (
            <Loading list />
          ) : (
            <ul className="auction-grid">
              {works.data.works.map((w) => (
                <WorkCard key={w._id} work={w} />
              ))}
            </ul>
          )}
        </>
      )}
    </CenterPage>
  );
}
