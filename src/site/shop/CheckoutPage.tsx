import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import {
  checkoutSchema,
  PAY_METHODS,
  PURCHASE_TERM_CODE,
  type CheckoutQuote as Quote,
  type Order,
} from '#domain/schemas/shopOrder.ts';
import { useApi } from '../api.tsx';
import { appliedCoupons, CheckoutLoyalty, type LoyaltyChoice } from '../loyalty/CheckoutLoyalty.tsx';
import { MembersOnly } from '../matching/member/MembersOnly.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { CheckField, TextField } from '../ui/Field.tsx';
import { attempt } from '../ui/requests.ts';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useShopI18n } from './i18n.ts';
import { TotalsBlock } from './TotalsBlock.tsx';
import './commerce.css';
import { formatNumber } from '#domain/format.ts';

/** The form's fields: the checkout body without its lines (they come from the address). */
const formSchema = checkoutSchema.omit({ lines: true });
type Values = z.input<typeof formSchema>;
const FIELDS = [
  'recipient',
  'phone',
  'postcode',
  'address1',
  'address2',
  'memo',
  'payMethod',
  'agreeTerms',
] as const;
const MAX_LINES = 50;
const UUID = /^[0-9a-f-]{36}$/i;

/** `optionId:quantity,…` from the cart (at most 50 pairs; anything malformed is left out, the server checks the rest). */
function parseLines(text: string | null) {
  return (text ?? '')
    .split(',')
    .slice(0, MAX_LINES)
    .map((pair) => pair.split(':'))
    .filter(([id, q]) => id && UUID.test(id) && Number.isInteger(Number(q)) && Number(q) > 0)
    .map(([id, q]) => ({ optionId: id!, quantity: Number(q) }));
}

/** /mypage/checkout — delivery, purchase terms, the server's totals and the payment method. */
export default function CheckoutPage() {
  const { t } = useShopI18n();
  return (
    <MembersOnly title={t('checkout.title')}>
      <Checkout />
    </MembersOnly>
  );
}

function Checkout() {
  const { t } = useShopI18n();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const linesParam = params.get('lines');
  const lines = useMemo(() => parseLines(linesParam), [linesParam]);
  const [quote, setQuote] = useState<{ quote?: Quote; message?: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // coupons and points chosen; none yet: the server's best coupons (docs/decisions/0041-loyalty-points-coupons-levels.md)
  const [choice, setChoice] = useState<LoyaltyChoice | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const term = useResource<{ term: { title: string; content: string } }>(
    `/api/v1/terms/${PURCHASE_TERM_CODE}`,
  );

  useEffect(() => {
    if (lines.length === 0) return;
    let live = true;
    void attempt(
      () => api.post<{ quote: Quote }>('/api/v1/me/orders/quote', { lines, ...choice }),
      t('shop.failed'),
    ).then((out) => {
      if (!live) return;
      setChoiceError(!out.ok && choice ? out.message : null);
      // a refused choice keeps the last quote; the reason shows beside the coupons and points
      if (out.ok || !choice) setQuote(out.ok ? { quote: out.data.quote } : { message: out.message });
    });
    return () => {
      live = false;
    };
  }, [api, lines, t, choice]);

  const form = useForm<Values>({
    resolver: zodResolver(formSchema) as unknown as Resolver<Values>,
    defaultValues: {
      recipient: '',
      phone: '',
      postcode: '',
      address1: '',
      address2: '',
      memo: '',
      payMethod: 'CARD',
      agreeTerms: false as unknown as true,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    const out = await attempt(
      () =>
        api.post<{ order: Order }>('/api/v1/me/orders', {
          ...values,
          lines,
          points: quote?.quote?.points ?? 0,
          coupons: quote?.quote ? appliedCoupons(quote.quote) : [],
        }),
      t('shop.failed'),
    );
    if (!out.ok) {
      let focused = false;
      for (const [field, text] of Object.entries(out.errors ?? {})) {
        if (!(FIELDS as readonly string[]).includes(field)) continue;
        form.setError(field as (typeof FIELDS)[number], { message: text }, { shouldFocus: !focused });
        focused = true;
      }
      if (!focused) setProblem(out.message);
      return;
    }
    const order = out.data.order;
    // paid in full by points and coupons: paid already, no payment window (docs/decisions/0043-shop-kcp-window-zero-total-line-shares.md)
    if (order.status === 'PAID')
      void navigate(`/mypage/order/${order._id}`, { replace: true, state: { paid: true } });
    else void navigate(`/mypage/order/${order._id}/pay`, { replace: true });
  });

  const title = t('checkout.title');
  if (lines.length === 0)
    return (
      <CenterPage title={title} description={t('checkout.lead')}>
        <p className="state-box">
          {t('checkout.noLines')} <Link to="/mypage/cart">{t('cart.title')}</Link>
        </p>
      </CenterPage>
    );
  if (quote?.message)
    return (
      <CenterPage title={title} description={t('checkout.lead')}>
        <LoadFailed message={quote.message} onRetry={() => void navigate('/mypage/cart')} />
      </CenterPage>
    );
  if (!quote?.quote)
    return (
      <CenterPage title={title} description={t('checkout.lead')}>
        <Loading />
      </CenterPage>
    );
  const q = quote.quote;
  return (
    <CenterPage title={title} description={t('checkout.lead')} wide>
      <form className="shop-checkout" onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className="shop-checkout-main">
          <section aria-labelledby="co-items">
            <h2 id="co-items">{t('checkout.items')}</h2>
            <ul className="shop-order-lines">
              {q.lines.map((l) => (
                <li key={l.optionId}>
                  <span className="shop-line-name">
                    {l.productName} <small>/ {l.optionName}</small>
                  </span>
                  <span>
                    {formatNumber(l.unitPrice)} × {l.quantity}
                  </span>
                  <strong>{t('shop.won', { amount: formatNumber(l.amount) })}</strong>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="co-delivery">
            <h2 id="co-delivery">{t('checkout.delivery')}</h2>
            <div className="shop-fields">
              <TextField
                id="co-recipient"
                label={t('checkout.recipient')}
                required
                autoComplete="name"
                registration={form.register('recipient')}
                error={errors.recipient?.message}
              />
              <TextField
                id="co-phone"
                label={t('checkout.phone')}
                required
                type="tel"
                autoComplete="tel"
                hint={t('checkout.phoneHint')}
                registration={form.register('phone')}
                error={errors.phone?.message}
              />
              <TextField
                id="co-postcode"
                label={t('checkout.postcode')}
                required
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                hint={t('checkout.postcodeHint')}
                registration={form.register('postcode')}
                error={errors.postcode?.message}
              />
              <TextField
                id="co-address1"
                label={t('checkout.address1')}
                required
                autoComplete="address-line1"
                registration={form.register('address1')}
                error={errors.address1?.message}
              />
              <TextField
                id="co-address2"
                label={t('checkout.address2')}
                autoComplete="address-line2"
                registration={form.register('address2')}
                error={errors.address2?.message}
              />
              <TextField
                id="co-memo"
                label={t('checkout.memo')}
                maxLength={100}
                registration={form.register('memo')}
                error={errors.memo?.message}
              />
            </div>
          </section>
          <CheckoutLoyalty key={q.points} quote={q} error={choiceError} onChoose={setChoice} />
          <fieldset className="shop-paymethods">
            <legend>{t('checkout.payMethod')}</legend>
            {PAY_METHODS.map((method) => (
              <label key={method}>
                <input type="radio" value={method} {...form.register('payMethod')} />{' '}
                {t(`checkout.pay.${method}`)}
              </label>
            ))}
          </fieldset>
          <section aria-labelledby="co-terms">
            <h2 id="co-terms">{t('checkout.terms')}</h2>
            {term.data ? (
              <div
                className="shop-terms"
                tabIndex={0}
                // the term's HTML is sanitized by the server when a manager saves it
                dangerouslySetInnerHTML={{ __html: term.data.term.content }}
              />
            ) : (
              <Loading />
            )}
            <CheckField
              id="co-agree"
              label={t('checkout.agree')}
              required
              registration={form.register('agreeTerms')}
              error={errors.agreeTerms?.message}
            />
          </section>
        </div>
        <aside className="shop-checkout-side">
          <TotalsBlock totals={q} discounts={q.loyalty.discounts} />
          <p className="form-hint">{t('checkout.payWithin')}</p>
          {problem && (
            <p className="form-error" role="alert">
              {problem}
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-lg" disabled={isSubmitting}>
            {t('checkout.submit', { amount: formatNumber(q.total) })}
          </button>
        </aside>
      </form>
    </CenterPage>
  );
}
