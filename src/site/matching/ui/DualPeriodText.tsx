import type { DateInput } from '#domain/format.ts';
import { useMatchingI18n } from '../i18n.ts';
import { dualPeriod } from '../time.ts';

/**
 * A period in Seoul time on one line and, when the viewer's clock differs, in the viewer's zone on the next
 * ("2026-12-10 09:00 ~ 18:00 Seoul" / "01:00 ~ 10:00 Paris").
 */
export function DualPeriodText({ from, to, zone }: { from: DateInput; to: DateInput; zone?: string }) {
  const { t } = useMatchingI18n();
  const period = dualPeriod(from, to, zone);
  if (!period) return null;
  return (
    <span className="dual-period">
      <span>{t('mt.time.seoul', { time: period.seoul })}</span>
      {period.local && (
        <span className="dual-time-local">
          {t('mt.time.inZone', { time: period.local.text, city: period.local.city })}
        </span>
      )}
    </span>
  );
}
