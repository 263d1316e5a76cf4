import { Fragment } from 'react';
import { slotStart } from '#domain/matching/slots.ts';
import { OFFER_ACTOR_LABELS, OFFER_STATUS_LABELS, OFFER_STEP_LABELS } from '#domain/matching/texts.ts';
import { Written } from '../../i18n.tsx';
import { useMatchingI18n } from '../i18n.ts';
import type { Matching } from '../types.ts';
import { DualTimeText } from './DualTimeText.tsx';

/**
 * A matching's history as its parties read it: when (Seoul and the viewer's clock), who, which step, the
 * status it left and reached, its slots — a reschedule's two slots read "old → new" as in the console
 * (docs/decisions/0039-agenda-feed-and-reschedule.md) — and the reason given. Labels only, never codes.
 */
export function OfferHistory({ matching, idBase }: { matching: Matching; idBase: string }) {
  const { t, tl } = useMatchingI18n();
  if (matching.history.length === 0) return null;
  return (
    <details className="offer-history">
      <summary id={`${idBase}-history`}>{t('mt.history.title')}</summary>
      <ol className="history-list" aria-labelledby={`${idBase}-history`}>
        {matching.history.map((h, i) => {
          const step = OFFER_STEP_LABELS[h.action];
          return (
            <li key={`${h.at}-${i}`}>
              <p className="message-meta">
                <DualTimeText value={h.at} /> · {tl(OFFER_ACTOR_LABELS[h.actorRole])}
                {h.actorRole === matching.role && ` (${t('mt.messages.me')})`}
              </p>
              <p>
                <strong>{step ? tl(step) : t('mt.history.other')}</strong>
                {h.from !== h.to &&
                  ` · ${h.from ? `${tl(OFFER_STATUS_LABELS[h.from])} → ` : ''}${tl(OFFER_STATUS_LABELS[h.to])}`}
              </p>
              {h.slots.length > 0 && (
                <p className="history-slots">
                  {h.slots.map((key, j) => (
                    <Fragment key={`${key}-${j}`}>
                      {j > 0 && (h.action.startsWith('reschedule') ? ' → ' : ', ')}
                      <DualTimeText value={slotStart(key).toISOString()} />
                    </Fragment>
                  ))}
                </p>
              )}
              {h.reason && (
                <p>
                  {t('mt.offers.reason')}: <Written text={h.reason} />
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
