import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { Invoice, MyBid } from '#domain/schemas/auction.ts';
import { CenterPage } from '../ui/CenterPage.tsx';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useAuctionI18n } from './i18n.ts';
import { InvoiceSum, StateBadge } from './parts.tsx';
import './auction.css';
import { formatNumber } from '#domain/format.ts';

/** The standing of open lots changes with others' bids: the page reads again this often. */
const REFRESH_MS = 5_000;

/**
 * /mypage/bids — the lots the member bid on (docs/decisions/0033-timed-auction.md): leading or outbid, their
 * own maximum (theirs alone to see), and each won lot's invoice: hammer + buyer's premium + VAT on the premium,
 * paid through the payment window (InvoicePayPage) before its deadline.
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
                    {t('auction.currentPrice')} ₩{formatNumber(bid.lot.price ?? 0)}
                    {' · '}
                    {t('auction.myMax')} ₩{formatNumber(bid.myMax)}
                  </p>
                  {bid.invoice && <InvoiceLine invoice={bid.invoice} due={due} />}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </CenterPage>
  );
}

/** A won lot's invoice: what it adds up to, and paying it before the deadline (or that it was paid, or lapsed). */
function InvoiceLine({ invoice, due }: { invoice: Invoice; due: (iso: string) => string }) {
  const { t } = useAuctionI18n();
  if (invoice.status === 'LAPSED') return <p className="auction-invoice">{t('auction.lapsed')}</p>;
  const { payable } = invoice;
  return (
    <>
      {invoice.offer && <p>{t('auction.offer')}</p>}
      <InvoiceSum invoice={invoice} due={due} />
      <p className="auction-invoice-actions">
        {invoice.status === 'PAID' && invoice.paidAt ? (
          <strong data-invoice="paid">{t('auction.paidOn', { date: due(invoice.paidAt) })}</strong>
        ) : payable ? (
          <Link className="btn btn-primary" to={`/mypage/bids/invoices/${invoice._id}/pay`}>
            {t('auction.payNow')}
          </Link>
        ) : null}
      </p>
    </>
  );
}
