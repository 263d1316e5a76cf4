import { useParams } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { CenterPage } from '../ui/CenterPage.tsx';
import { LoadFailed, Loading, NotFound } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useAuctionI18n } from './i18n.ts';
import { WorkCard } from './parts.tsx';
import type { Author, Work } from './types.ts';
import './auction.css';

/** /auction/authors/:_id — the artist's profile and their lots. */
export default function AuthorPage() {
  const { t, locale } = useAuctionI18n();
  const { _id = '' } = useParams();
  const author = useResource<{ author: Author }>(`/api/v1/auction/authors/${_id}`);
  const works = useResource<{ works: Work[] }>(`/api/v1/auction/works?author=${_id}`);
  const a = author.data?.author;
  if (author.status === 404 || author.status === 400)
    return <NotFound back="/auction" backLabel={t('auction.back')} />;
  return (
    <CenterPage title={t('auction.title')} heading={a?.name} description={t('auction.description')} wide>
      {author.status !== undefined ? (
        <LoadFailed message={author.message} onRetry={author.reload} />
      ) : !a ? (
        <Loading />
      ) : (
        <>
          <section className="auction-author">
            {a.photo && <img src={a.photo} alt="" width={160} height={160} />}
            <div>
              <h2 lang={contentLang(a.name, locale, a.lang.name)}>{a.name}</h2>
              <p lang={contentLang(a.profile, locale, a.lang.profile)}>{a.profile}</p>
            </div>
          </section>
          <h3>{t('auction.authorWorks')}</h3>
          {works.data ? (
            <ul className="auction-grid">
              {works.data.works.map((w) => (
                <WorkCard key={w._id} work={w} />
              ))}
            </ul>
          ) : (
            <Loading list />
          )}
        </>
      )}
    </CenterPage>
  );
}
