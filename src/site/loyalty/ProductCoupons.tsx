import { useState } from 'react';
import type { z } from 'zod';
import type { offeredCouponSchema } from '#domain/schemas/loyalty.ts';
import { useApi } from '../api.tsx';
import { attempt } from '../ui/requests.ts';
import { useResource } from '../ui/useResource.ts';
import { CouponTerms } from './CouponTerms.tsx';
import { useLoyaltyI18n } from './i18n.ts';
import '../shop/commerce.css';

type Offered = z.infer<typeof offeredCouponSchema>;

/** The coupons a product page offers for download; each says it was received, or why not. */
export function ProductCoupons({ productId }: { productId: string }) {
  const { t } = useLoyaltyI18n();
  const api = useApi();
  const res = useResource<{ coupons: Offered[] }>(`/api/v1/coupons?productId=${productId}`);
  const [notes, setNotes] = useState<Record<string, { ok: boolean; text: string }>>({});
  if (!res.data?.coupons.length) return null;
  const download = async (couponId: string) => {
    const out = await attempt(
      () => api.post('/api/v1/me/coupons/download', { couponId }),
      t('loyalty.failed'),
    );
    setNotes((n) => ({
      ...n,
      [couponId]: out.ok
        ? { ok: true, text: t('loyalty.coupons.downloaded') }
        : { ok: false, text: out.message },
    }));
  };
  return (
    <section aria-labelledby="product-coupons">
      <h3 id="product-coupons">{t('loyalty.checkout.coupons')}</h3>
      <ul className="loyalty-coupons">
        {res.data.coupons.map((c) => (
          <li key={c._id} className="loyalty-coupon is-usable">
            <p className="loyalty-coupon-name">{c.name}</p>
            <CouponTerms coupon={c} />
            <button
              type="button"
              className="btn"
              disabled={notes[c._id]?.ok}
              onClick={() => void download(c._id)}
            >
              {notes[c._id]?.ok ? t('loyalty.coupons.downloaded') : t('loyalty.coupons.download')}
            </button>
            {notes[c._id] && !notes[c._id]!.ok && (
              <p className="form-error" role="alert">
                {notes[c._id]!.text}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
