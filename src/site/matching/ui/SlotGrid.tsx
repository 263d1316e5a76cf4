import { slotTable, type GridSlot } from '../slotTable.ts';
import { useMatchingI18n } from '../i18n.ts';
import { dualTime, viewerZone } from '../time.ts';
import { DualTimeText } from './DualTimeText.tsx';

/**
 * The fair's slot grid with a checkbox per slot: a buyer marks available slots, an offer picks from
 * them, a seller picks at most `max`. Slots outside `enabled` are shown but cannot be chosen (busy, or
 * not in the buyer's schedule). Each checkbox is named by its full Seoul and local time.
 */
export function SlotGrid({
  slots,
  selected,
  onChange,
  enabled,
  busy,
  max,
  caption,
  zone = viewerZone(),
}: {
  slots: readonly GridSlot[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  enabled?: ReadonlySet<string> | undefined;
  /** Slots with a confirmed meeting on either side: greyed out and marked, never chosen. */
  busy?: ReadonlySet<string> | undefined;
  max?: number | undefined;
  caption: string;
  /** The viewer's zone: each cell shows its own clock there beside the Seoul row (tests pass one). */
  zone?: string | undefined;
}) {
  const { t } = useMatchingI18n();
  const table = slotTable(slots);
  const chosen = new Set(selected);
  const full = max !== undefined && chosen.size >= max;
  if (table.dates.length === 0) return <p className="state-box">{t('mt.slots.none')}</p>;

  const toggle = (key: string) =>
    onChange(chosen.has(key) ? selected.filter((k) => k !== key) : [...selected, key]);

  const differs = slots.some((slot) => dualTime(slot.startAt, zone)?.local);

  return (
    <div className="slot-grid-wrap">
      {differs && <p className="form-hint">{t('mt.slots.localNote', { zone })}</p>}
      <table className="slot-grid">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('mt.slots.time')}</th>
            {table.dates.map((date) => (
              <th scope="col" key={date}>
                {date}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.times.map((time) => (
            <tr key={time}>
              <th scope="row">{time}</th>
              {table.dates.map((date) => {
                const slot = table.at(date, time);
                if (!slot) return <td key={date} className="slot-none" />;
                const on = chosen.has(slot.key);
                const taken = busy?.has(slot.key) ?? false;
                const disabled = taken || (enabled && !enabled.has(slot.key)) || (!on && full);
                const local = dualTime(slot.startAt, zone)?.local;
                return (
                  <td
                    key={date}
                    className={on ? 'slot-on' : taken ? 'slot-off slot-busy' : disabled ? 'slot-off' : ''}
                  >
                    <label>
                      <input
                        type="checkbox"
                        checked={on}
                        disabled={Boolean(disabled) && !on}
                        onChange={() => toggle(slot.key)}
                      />
                      <span className="visually-hidden">
                        <DualTimeText value={slot.startAt} zone={zone} />
                      </span>
                      {taken && <span className="slot-local">{t('mt.slots.busy')}</span>}
                      {local && (
                        // seen, not read twice: the hidden text above already says it in full
                        <span className="slot-local" aria-hidden="true">
                          {local.text}
                          {local.dayShift > 0 ? ' +1' : local.dayShift < 0 ? ' −1' : ''}
                        </span>
                      )}
                    </label>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {max !== undefined && (
        <p className="form-hint" role="status">
          {t('mt.slots.count', { count: chosen.size, max })}
        </p>
      )}
    </div>
  );
}
