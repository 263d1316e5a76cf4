import type { DateInput } from '#domain/format.ts';
import { useMatchingI18n } from '../i18n.ts';
import { dualTime } from '../time.ts';

/**
 * An instant in Seoul time and, when the viewer's clock differs, in the viewer's own zone beside it
 * ("2026-12-01 14:00 서울 (06:00 Europe/Paris, 전날)"), so nobody converts in their head.
 */
export function DualTimeText({ value, zone }: { value: DateInput; zone?: string }) {
  const { t } = useMatchingI18n();
  const time = dualTime(value, zone);
  if (!time) return null;
  const iso = typeof value === 'string' ? value : undefined;
  const shift =
    time.local && time.local.dayShift !== 0
      ? time.local.dayShift > 0
        ? t('mt.time.nextDay')
        : t('mt.time.prevDay')
      : '';
  return (
    <span className="dual-time">
      <time dateTime={iso}>{t('mt.time.seoul', { time: time.seoul })}</time>
      {time.local && (
        <span className="dual-time-local">
          {' '}
          ({t('mt.time.local', { time: time.local.text, zone: time.local.zone })}
          {shift && `, ${shift}`})
        </span>
      )}
    </span>
  );
}
