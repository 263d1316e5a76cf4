import { FAIR_LABEL_TEXTS, type FairLabel } from '#domain/matching/labels.ts';
import { useI18n } from '../../i18n.tsx';

/** A fair's label for this viewer (computed by the server with domain/matching/labels.ts). */
export function FairLabelBadge({ label }: { label: FairLabel }) {
  const { tl } = useI18n();
  return (
    <span className={`fair-label fair-label-${label.toLowerCase()}`}>{tl(FAIR_LABEL_TEXTS[label])}</span>
  );
}
