import { Link } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { useAuctionI18n } from './i18n.ts';
import type { Invoice } from '#domain/schemas/auction.ts';
import type { Live, Work } from './types.ts';
import { formatNumber } from '#domain/format.ts';

/** An invoice's sum: hammer, premium, VAT on it, total, and when it is due (`due` formats the time). */
export function InvoiceSum({ invoice, due }: { invoice: Invoice; due: (iso: string) => string }) {
  const { t } = useAuctionI18n();
  return (
    <p className="auction-invoice">
      {t('auction.invoice', {
        hammer: formatNumber(invoice.hammer),
        premium: formatNumber(invoice.premium),
        vat: formatNumber(invoice.vat),
        total: formatNumber(invoice.total),
        due: due(invoice.dueAt),
      })}
    </p>
  );
}

export function StateBadge({ state }: { state: Live['state'] }) {
  const { t } = useAuctionI18n();
  return <span className={`auction-badge is-${state.toLowerCase()}`}>{t(`auction.state.${state}`)}</span>;
}

/** A lot in a catalogue: image, lot number, title, author, estimate, current price and state. */
export function WorkCard({ work }: { work: Work }) {
  const { t, locale } = useAuctionI18n();
  const { live } = work;
  return (
    <li className="auction-card">
      <Link to={`/auction/works/${work._id}`}>
        {work.images[0] && <img src={work.images[0]} alt="" loading="lazy" width={400} height={500} />}
        <div className="auction-card-body">
          <p className="auction-lot">
            {t('auction.lot', { number: work.lotNumber })} <StateBadge state={live.state} />
          </p>
          <h3 lang={contentLang(work.title, locale, work.lang.title)}>{work.title}</h3>
          <p className="auction-card-author">{work.author.name}</p>
          <p className="auction-card-estimate">
            {t('auction.estimate')} ₩{formatNumber(work.estimateLow)}–{formatNumber(work.estimateHigh)}
          </p>
          <p className="auction-card-price">
            {live.price === null
              ? `${t('auction.startPrice')} ₩${formatNumber(work.startPrice)}`
              : `${t('auction.currentPrice')} ₩${formatNumber(live.price)} · ${t('auction.bidCount', { count: live.bidCount })}`}
          </p>
        </div>
      </Link>
    </li>
  );
}
