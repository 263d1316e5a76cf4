import { Link, useParams } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { CenterPage } from '../ui/CenterPage.tsx';
import { LoadFailed, Loading, NotFound } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { withNodes, Written } from '../i18n.tsx';
import { useMatchingI18n } from './i18n.ts';
import './matching.css';
import type { SellerDetail } from './types.ts';
import { useMemberType } from './useMember.ts';
import { AwardLine, ProductCards } from './ui/FairCatalog.tsx';
import { OfferForm } from './ui/OfferForm.tsx';
import { ToggleButton } from './ui/Toggles.tsx';

/**
 * /matching/fairs/{_fair}/sellers/{_seller} — a seller's company info, introduction file and products;
 * a buyer bookmarks the seller and sends an offer from here.
 */
export default function SellerPage() {
  const { _fair = '', _seller = '' } = useParams();
  const { t, locale } = useMatchingI18n();
  const type = useMemberType();
  const detail = useResource<{ seller: SellerDetail }>(
    `/api/v1/fairs/${encodeURIComponent(_fair)}/sellers/${encodeURIComponent(_seller)}`,
  );
  const seller = detail.data?.seller;
  const title = t('mt.seller.title');
  const back = `/matching/fairs/${_fair}`;

  let body;
  if (detail.status === 404) body = <NotFound back={back} backLabel={t('mt.seller.back')} />;
  else if (detail.status !== undefined)
    body = <LoadFailed message={detail.message} onRetry={detail.reload} />;
  else if (!seller) body = <Loading />;
  else {
    const info: [string, string | null][] = [
      [t('mt.field.companyNameEn'), seller.companyNameEn],
      [t('mt.field.industry'), seller.industry],
      [t('mt.field.address'), seller.address],
    ];
    body = (
      <>
        <article className="post-view">
          <header className="post-head">
            <h2 className="post-title" lang={contentLang(seller.companyName, locale)}>
              {seller.companyName}
            </h2>
            <AwardLine seller={seller} />
          </header>
          <div className="seller-media">
            {seller.logo && (
              <img src={seller.logo.url} alt={t('mt.seller.logoAlt', { name: seller.companyName })} />
            )}
            {seller.photo && (
              <img src={seller.photo.url} alt={t('mt.seller.photoAlt', { name: seller.companyName })} />
            )}
          </div>
          <dl className="fair-periods">
            {info
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} style={{ display: 'contents' }}>
                  <dt>{label}</dt>
                  <dd lang={contentLang(value, locale)}>{value}</dd>
                </div>
              ))}
            {seller.homepage && (
              <>
                <dt>{t('mt.field.homepage')}</dt>
                <dd>
                  <a href={seller.homepage} target="_blank" rel="noopener noreferrer">
                    {seller.homepage}
                  </a>
                </dd>
              </>
            )}
          </dl>
          {seller.introduction && (
            <p className="plain-text" lang={contentLang(seller.introduction, locale)}>
              {seller.introduction}
            </p>
          )}
          <div className="card-actions">
            {seller.introductionFile && (
              <a
                className="btn btn-outline"
                href={seller.introductionFile.url}
                download={seller.introductionFile.name}
              >
                {withNodes(t('mt.seller.introductionDownload'), {
                  name: <Written text={seller.introductionFile.name} />,
                })}
              </a>
            )}
            {type === 'PERSON' && (
              <ToggleButton
                kind="bookmarks"
                id={seller._id}
                on={seller.bookmarked}
                name={seller.companyName}
              />
            )}
            <Link className="btn btn-outline" to={back}>
              {t('mt.seller.back')}
            </Link>
          </div>
        </article>
        <section className="member-section" aria-labelledby="seller-products">
          <h2 id="seller-products">{t('mt.fair.products')}</h2>
          {seller.products.length === 0 ? (
            <p className="state-box">{t('mt.products.empty')}</p>
          ) : (
            <ProductCards products={seller.products} />
          )}
        </section>
        {type === 'PERSON' && (
          <OfferForm
            fair={_fair}
            seller={seller._id}
            sellerName={seller.companyName}
            sellerBooked={seller.bookedSlots}
          />
        )}
        {!type && (
          <p className="state-box">
            <Link to={`/login?next=${encodeURIComponent(`${back}/sellers/${_seller}`)}`}>
              {t('mt.offer.loginFirst')}
            </Link>
          </p>
        )}
      </>
    );
  }
  return (
    <CenterPage title={title} heading={seller?.companyName} description={t('mt.fairs.description')} wide>
      {body}
    </CenterPage>
  );
}
