import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { MyBid } from '#domain/schemas/auction.ts';
import { CenterPage } from '../ui/CenterPage.tsx';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useAuctionI18n } from './i18n.ts';
import { StateBadge, wonText } from './parts.tsx';
import './auction.css';

/** The standing of open lots changes with others' bids: the page reads again this often. */
const REFRESH_MS = 5_000;

/**
 * /mypage/bids — the lots the member bid on (docs/decisions/0033-timed-auction.md): leading or outbid, their
 * own maximum (theirs alone to see), and each won lot's invoice: hammer + buyer's premium + VAT on the premium.
 */
export default function MyBidsPage() {
  const { t, locale } = useAuctionI18n();
  const res = useResource<{ bids: MyBid[]; total: number }>('/api/v1/me/bids');
  const { reload } = res;
  useEffect(() => {
    const timer = window.setInterval(reload, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [reload]);
  const due = (iso: string) =>
    new Date(iso).toLocaleDateString(locale === 'cn' ? 'zh-CN' : locale, { timeZone: 'Asia/Seoul' });

  return (
    <CenterPage title={t('auction.myBids')} description={t('auction.description')}>
      {res.status !== undefined && !res.data ? (
        <LoadFailed message={res.message} onRetry={reload} />
      ) : !res.data ? (
        <Loading />
      ) : res.data.bids.length === 0 ? (
        <p className="auction-empty">
          {t('auction.noMyBids')} <Link to="/auction">{t('auction.title')}</Link>
        </p>
      ) : (
        <ul className="auction-mybids">
          {res.data.bids.map((bid) => {
            const open = bid.lot.state === 'OPEN' || bid.lot.state === 'CLOSING_SOON';
            const standing = bid.won
              ? t('auction.myWon')
              : bid.leading
                ? t('auction.myLeading')
                : t('auction.myOutbid');
            return (
              <li
                key={bid.work._id}
                className={`auction-mybid${bid.leading || bid.won ? ' is-leading' : ''}`}
              >
                {bid.work.images[0] && <img src={bid.work.images[0]} alt="" width={96} height={120} />}
                <div>
                  <p className="auction-lot">
                    {t('auction.lot', { number: bid.work.lotNumber })} <StateBadge state={bid.lot.state} />
                  </p>
                  <h2>
                    <Link to={`/auction/works/${bid.work._id}`}>{bid.work.title}</Link>
                  </h2>
                  <p>
                    <strong
                      className="auction-standing"
                      data-standing={bid.won ? 'won' : bid.leading ? 'leading' : 'outbid'}
                    >
                      {open || bid.won || !bid.leading ? standing : t('auction.closed')}
                    </strong>
                    {' · '}
                    {t('auction.currentPrice')} ₩{wonText(bid.lot.price ?? 0)}
                    {' · '}
                    {t('auction.myMax')} ₩{wonText(bid.myMax)}
                  </p>
                  {bid.invoice && (
                    <p className="auction-invoice">
                      {t('auction.invoice', {
                        hammer: wonText(bid.invoice.hammer),
                        premium: wonText(bid.invoice.premium),
                        vat: wonText(bid.invoice.vat),
                        total: wonText(bid.invoice.total),
                        due: due(bid.invoice.dueAt),
                      })}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </CenterPage>
  );
}
