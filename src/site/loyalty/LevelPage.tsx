import type { z } from 'zod';
import type { myLevelSchema } from '#domain/schemas/loyalty.ts';
import { MembersOnly } from '../matching/member/MembersOnly.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useLoyaltyI18n } from './i18n.ts';
import '../shop/commerce.css';
import { formatNumber } from '#domain/format.ts';

type MyLevel = z.infer<typeof myLevelSchema>;
type Benefits = NonNullable<MyLevel['level']>;

/** /mypage/level — the member's level, its benefits and how far the next one is. */
export default function LevelPage() {
  const { t } = useLoyaltyI18n();
  return (
    <MembersOnly title={t('loyalty.level.title')}>
      <Level />
    </MembersOnly>
  );
}

function BenefitList({ level }: { level: Benefits }) {
  const { t } = useLoyaltyI18n();
  return (
    <ul className="loyalty-benefits">
      <li>{t('loyalty.level.pointRate', { rate: level.pointRate })}</li>
      {level.discountRate > 0 && <li>{t('loyalty.level.discountRate', { rate: level.discountRate })}</li>}
      {level.coupons.length > 0 && <li>{t('loyalty.level.coupons', { names: level.coupons.join(', ') })}</li>}
    </ul>
  );
}

function Level() {
  const { t } = useLoyaltyI18n();
  const res = useResource<MyLevel>('/api/v1/me/level');
  const data = res.data;
  return (
    <CenterPage title={t('loyalty.level.title')} description={t('loyalty.level.lead')} wide>
      {res.status !== undefined ? (
        <LoadFailed message={res.message} onRetry={res.reload} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <section className="loyalty-summary" aria-labelledby="level-mine">
            <h2 id="level-mine">{t('loyalty.level.mine')}</h2>
            {data.level ? (
              <>
                <p className="loyalty-balance">{data.level.name}</p>
                <BenefitList level={data.level} />
              </>
            ) : (
              <p>{t('loyalty.level.none')}</p>
            )}
            <p>{t('loyalty.level.net', { amount: formatNumber(data.netPurchases) })}</p>
            {data.next ? (
              <>
                <p className="loyalty-next">
                  {t('loyalty.level.next', { name: data.next.name, amount: formatNumber(data.toNext ?? 0) })}
                </p>
                <progress
                  className="loyalty-progress"
                  max={data.next.threshold}
                  value={Math.min(data.netPurchases, data.next.threshold)}
                  aria-label={t('loyalty.level.next', {
                    name: data.next.name,
                    amount: formatNumber(data.toNext ?? 0),
                  })}
                />
              </>
            ) : (
              data.level && <p>{t('loyalty.level.top')}</p>
            )}
          </section>
          {data.levels.length > 0 && (
            <section aria-labelledby="level-all">
              <h2 id="level-all">{t('loyalty.level.all')}</h2>
              <ul className="loyalty-levels">
                {data.levels.map((l) => (
                  <li key={l._id} aria-current={l._id === data.level?._id ? 'true' : undefined}>
                    <p className="loyalty-coupon-name">{l.name}</p>
                    <p className="loyalty-coupon-terms">
                      {t('loyalty.level.threshold', { amount: formatNumber(l.threshold) })}
                    </p>
                    <BenefitList level={l} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </CenterPage>
  );
}
