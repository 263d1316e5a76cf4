import { Link } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { CenterPage } from '../ui/CenterPage.tsx';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useMatchingI18n } from './i18n.ts';
import './matching.css';
import { MembersOnly } from './member/MembersOnly.tsx';
import type { BookmarkedSeller, Product } from './types.ts';
import { AwardLine, ProductCards } from './ui/FairCatalog.tsx';
import { ToggleButton } from './ui/Toggles.tsx';

/** /mypage/likes — the buyer's liked products and bookmarked sellers (sellers have neither). */
export default function LikesPage() {
  const { t } = useMatchingI18n();
  return (
    <MembersOnly title={t('page.likes')} types={['PERSON']} other={t('mt.likes.buyersOnly')}>
      <Likes />
    </MembersOnly>
  );
}

function Likes() {
  const { t, locale } = useMatchingI18n();
  const likes = useResource<{ likes: Product[]; total: number }>('/api/v1/me/likes?limit=100');
  const bookmarks = useResource<{ bookmarks: BookmarkedSeller[]; total: number }>(
    '/api/v1/me/bookmarks?limit=100',
  );
  return (
    <CenterPage title={t('page.likes')} description={t('mt.likes.lead')} wide>
      <>
        <section className="member-section" aria-labelledby="likes-products">
          <h2 id="likes-products">{t('mt.likes.products')}</h2>
          {likes.status !== undefined ? (
            <LoadFailed message={likes.message} onRetry={likes.reload} />
          ) : !likes.data ? (
            <Loading />
          ) : likes.data.likes.length === 0 ? (
            <p className="state-box">{t('mt.likes.none')}</p>
          ) : (
            <ProductCards products={likes.data.likes} />
          )}
        </section>
        <section className="member-section" aria-labelledby="likes-sellers">
          <h2 id="likes-sellers">{t('mt.likes.sellers')}</h2>
          {bookmarks.status !== undefined ? (
            <LoadFailed message={bookmarks.message} onRetry={bookmarks.reload} />
          ) : !bookmarks.data ? (
            <Loading />
          ) : bookmarks.data.bookmarks.length === 0 ? (
            <p className="state-box">{t('mt.likes.none')}</p>
          ) : (
            <ul className="card-grid">
              {bookmarks.data.bookmarks.map((seller) => (
                <li key={seller._id} className="card">
                  <div className="card-body">
                    <h3 className="card-title" lang={contentLang(seller.companyName, locale)}>
                      {seller.fair ? (
                        <Link to={`/matching/fairs/${seller.fair}/sellers/${seller._id}`}>
                          {seller.companyName}
                        </Link>
                      ) : (
                        seller.companyName
                      )}
                    </h3>
                    <AwardLine seller={seller} />
                    <div className="card-actions">
                      <ToggleButton kind="bookmarks" id={seller._id} on name={seller.companyName} />
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    </CenterPage>
  );
}
