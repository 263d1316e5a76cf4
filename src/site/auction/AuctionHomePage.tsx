import { formatDateTime } from '#domain/format.ts';
import { Link } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { CenterPage } from '../ui/CenterPage.tsx';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useAuctionI18n } from './i18n.ts';
import type { Hall, Program } from './types.ts';
import './auction.css';

/** /auction — the halls and their sales. */
export default function AuctionHomePage() {
  const { t, locale } = useAuctionI18n();
  const halls = useResource<{ halls: Hall[] }>('/api/v1/auction/halls');
  const programs = useResource<{ programs: Program[] }>('/api/v1/auction/programs');
  const failed = halls.status ?? programs.status;
  return (
    <CenterPage title={t('auction.title')} description={t('auction.description')} wide>
      {failed !== undefined ? (
        <LoadFailed
          message={halls.message ?? programs.message}
          onRetry={() => (halls.reload(), programs.reload())}
        />
      ) : !halls.data || !programs.data ? (
        <Loading />
      ) : (
        halls.data.halls.map((hall, index) => {
          const own = programs.data!.programs.filter((p) => p.hallId === hall._id);
          return (
            <section key={hall._id} className="auction-hall">
              {hall.cover && (
                <img
                  className="auction-hall-cover"
                  src={hall.cover}
                  alt=""
                  // the first is the page's largest paint, announced in its HTML (domain/pageReads.ts)
                  fetchPriority={index === 0 ? 'high' : undefined}
                  width={1600}
                  height={600}
                />
              )}
              <h2 lang={contentLang(hall.name, locale, hall.lang.name)}>{hall.name}</h2>
              <p lang={contentLang(hall.text, locale, hall.lang.text)}>{hall.text}</p>
              <h3>{t('auction.programs')}</h3>
              {own.length === 0 ? (
                <p>{t('auction.noPrograms')}</p>
              ) : (
                <ul className="auction-programs">
                  {own.map((p) => (
                    <li key={p._id}>
                      <Link to={`/auction/programs/${p._id}`}>
                        <strong lang={contentLang(p.title, locale, p.lang.title)}>{p.title}</strong>
                        <span>{t('auction.lots', { count: p.workCount })}</span>
                        <span>
                          {t('auction.opensAt')} {formatDateTime(p.opensAt)}
                        </span>
                        <span>
                          {t('auction.firstCloseAt')} {formatDateTime(p.firstCloseAt)} KST
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })
      )}
    </CenterPage>
  );
}
