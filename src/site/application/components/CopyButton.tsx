import { useState } from 'react';
import { copyText } from '../../ui/forms/clipboard.ts';
import { useApplicationI18n } from '../i18n.ts';

/** A button that copies `text` (a receipt number) and says, visibly and to screen readers, that it did. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useApplicationI18n();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  return (
    <span className="ap-copy ap-no-print">
      <button
        type="button"
        className="ap-copy-button"
        onClick={() => void copyText(text).then((ok) => setOutcome(ok ? 'copied' : 'failed'))}
      >
        {label}
      </button>
      <span role="status" className="ap-copy-status">
        {outcome === 'copied'
          ? t('ap.receipt.copied')
          : outcome === 'failed'
            ? t('ap.receipt.copyFailed')
            : ''}
      </span>
    </span>
  );
}
