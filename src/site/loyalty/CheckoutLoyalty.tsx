import { useState } from 'react';
import type { CheckoutQuote } from '#domain/schemas/shopOrder.ts';
import { useLoyaltyI18n } from './i18n.ts';
import '../shop/commerce.css';
import { formatNumber } from '#domain/format.ts';

/** What the member chose: the points to spend and their coupons (ids of /api/v1/me/coupons). */
export interface LoyaltyChoice {
  points: number;
  coupons: string[];
}

/** The coupons the quote applied: what checkout sends unless the member changes them. */
export const appliedCoupons = (quote: CheckoutQuote) =>
  quote.loyalty.discounts.flatMap((d) => (d.couponId ? [d.couponId] : []));

/**
 * Checkout's coupons and points (docs/decisions/0041-loyalty-points-coupons-levels.md): the server's quote
 * pre-selects the best coupons; each change asks the server again, which prices it or says why not. The
 * page keys it by the points applied, so the field starts again from the server's figure.
 */
export function CheckoutLoyalty({
  quote,
  error,
  onChoose,
}: {
  quote: CheckoutQuote;
  error: string | null;
  onChoose(choice: LoyaltyChoice): void;
}) {
  const { t } = useLoyaltyI18n();
  const { loyalty } = quote;
  const applied = appliedCoupons(quote);
  const [points, setPoints] = useState(String(quote.points || ''));
  const toggle = (id: string) =>
    onChoose({
      points: quote.points,
      coupons: applied.includes(id) ? applied.filter((c) => c !== id) : [...applied, id],
    });
  // the most the balance and the unit allow, within what is left to pay
  const most =
    Math.floor(Math.min(loyalty.pointsBalance, quote.total + quote.points) / loyalty.pointsUnit) *
    loyalty.pointsUnit;
  return (
    <section className="loyalty-checkout" aria-labelledby="co-loyalty">
      <h2 id="co-loyalty">{t('loyalty.checkout.coupons')}</h2>
      {loyalty.usableCoupons.length === 0 ? (
        <p className="form-hint">{t('loyalty.checkout.noCoupons')}</p>
      ) : (
        <fieldset>
          <legend className="form-hint">{t('loyalty.checkout.best')}</legend>
          {loyalty.usableCoupons.map((c) => {
            const line = loyalty.discounts.find((d) => d.couponId === c._id);
            return (
              <label key={c._id}>
                <input type="checkbox" checked={applied.includes(c._id)} onChange={() => toggle(c._id)} />
                <span>
                  {c.name} <small>({t(`loyalty.scope.${c.scope}`)})</small>
                  {line && <strong> −{t('loyalty.won', { amount: formatNumber(line.amount) })}</strong>}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      <h2 id="co-points">{t('loyalty.checkout.points')}</h2>
      <p className="form-hint">
        {t('loyalty.checkout.pointsHave', { amount: formatNumber(loyalty.pointsBalance) })} ·{' '}
        {t('loyalty.points.rule', {
          min: formatNumber(loyalty.pointsMinBalance),
          unit: formatNumber(loyalty.pointsUnit),
        })}
      </p>
      <div className="loyalty-points-row">
        <input
          aria-labelledby="co-points"
          inputMode="numeric"
          value={points}
          onChange={(e) => setPoints(e.target.value.replace(/\D/g, ''))}
        />
        <button
          type="button"
          className="btn"
          onClick={() => onChoose({ points: Number(points) || 0, coupons: applied })}
        >
          {t('loyalty.checkout.apply')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={loyalty.pointsBalance < loyalty.pointsMinBalance || most <= 0}
          onClick={() => onChoose({ points: most, coupons: applied })}
        >
          {t('loyalty.checkout.useAll')}
        </button>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
