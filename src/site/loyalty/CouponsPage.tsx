import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate, formatNumber } from '#domain/format.ts';
import type { myCouponSchema } from '#domain/schemas/loyalty.ts';
import type { z } from 'zod';
import { useApi } from '../api.tsx';
import { MembersOnly } from '../matching/member/MembersOnly.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { attempt } from '../ui/requests.ts';
import { FormNote, LoadFailed, Loading, type FormNoteState } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { CouponTerms } from './CouponTerms.tsx';
import { useLoyaltyI18n } from './i18n.ts';
import '../shop/commerce.css';

type MyCoupon = z.infer<typeof myCouponSchema>;
const STATES = ['usable', 'used', 'expired'] as const;

/** /mypage/coupon — the member's coupons by state, and a code to type in. */
export default function CouponsPage() {
  const { t } = useLoyaltyI18n();
  return (
    <MembersOnly title={t('loyalty.coupons.title')}>
      <Coupons />
    </MembersOnly>
  );
}

function Coupons() {
  const { t } = useLoyaltyI18n();
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const state = STATES.find((s) => s === params.get('state')) ?? 'usable';
  const res = useResource<{ coupons: MyCoupon[]; total: number }>(`/api/v1/me/coupons?state=${state}`);
  const [code, setCode] = useState('');
  const [note, setNote] = useState<FormNoteState>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const out = await attempt(() => api.post('/api/v1/me/coupons/code', { code }), t('loyalty.failed'));
    setNote(out.ok ? { ok: true, text: t('loyalty.coupons.codeDone') } : { ok: false, text: out.message });
    if (out.ok) {
      setCode('');
      res.reload();
    }
  };
  return (
    <CenterPage title={t('loyalty.coupons.title')} description={t('loyalty.coupons.lead')} wide>
      <form className="loyalty-code" onSubmit={(e) => void submit(e)}>
        <label htmlFor="coupon-code">{t('loyalty.coupons.code')}</label>
        <input id="coupon-code" value={code} maxLength={40} onChange={(e) => setCode(e.target.value)} />
        <button type="submit" className="btn" disabled={!code.trim()}>
          {t('loyalty.coupons.codeSubmit')}
        </button>
        <FormNote note={note} />
      </form>
      <nav className="loyalty-tabs" aria-label={t('loyalty.coupons.title')}>
        {STATES.map((s) => (
          <Link
            key={s}
            to={`/mypage/coupon?state=${s}`}
            aria-current={s === state ? 'page' : undefined}
            onClick={(e) => (e.preventDefault(), setParams({ state: s }))}
          >
            {t(`loyalty.coupons.${s}`)}
          </Link>
        ))}
      </nav>
      {res.status !== undefined ? (
        <LoadFailed message={res.message} onRetry={res.reload} />
      ) : !res.data ? (
        <Loading />
      ) : res.data.coupons.length === 0 ? (
        <p className="state-box">{t('loyalty.coupons.empty')}</p>
      ) : (
        <ul className="loyalty-coupons">
          {res.data.coupons.map((c) => (
            <li key={c._id} className={`loyalty-coupon is-${state}`}>
              <p className="loyalty-coupon-name">{c.name}</p>
              <CouponTerms coupon={c} />
              <p className="loyalty-coupon-date">
                {c.usedAt
                  ? t('loyalty.coupons.usedOn', {
                      date: formatDate(c.usedAt),
                      amount: formatNumber(c.discount),
                    })
                  : t('loyalty.coupons.until', { date: formatDate(c.expiresAt) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </CenterPage>
  );
}
