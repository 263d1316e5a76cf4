import { useState } from 'react';
import { useApi } from '../../api.tsx';
import { attempt } from '../../ui/requests.ts';
import { useMatchingI18n } from '../i18n.ts';

/**
 * A buyer's like of a product or bookmark of a seller: one button whose pressed state is the server's,
 * flipped only when the server agrees (a seller gets the server's 403 alert).
 */
export function ToggleButton({
  kind,
  id,
  on: initial,
  name,
  onChange,
}: {
  kind: 'likes' | 'bookmarks';
  id: string;
  on: boolean;
  name: string;
  onChange?: (on: boolean) => void;
}) {
  const { t } = useMatchingI18n();
  const api = useApi();
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);
  const field = kind === 'likes' ? 'product' : 'seller';
  const flip = async () => {
    setBusy(true);
    const res = await attempt(
      () =>
        on
          ? api.delete(`/api/v1/me/${kind}/${encodeURIComponent(id)}`)
          : api.post(`/api/v1/me/${kind}`, { [field]: id }),
      t('mt.network'),
    );
    setBusy(false);
    if (res.ok || (res.status === 409 && !on)) {
      setOn(!on);
      onChange?.(!on);
    } else if (res.status !== 403) window.alert(res.message);
  };
  const label = kind === 'likes' ? t('mt.like', { name }) : t('mt.bookmark', { name });
  return (
    <button
      type="button"
      className={`btn ${on ? 'btn-primary' : 'btn-outline'}`}
      aria-pressed={on}
      aria-label={label}
      disabled={busy}
      onClick={() => void flip()}
    >
      {kind === 'likes' ? (on ? '♥' : '♡') : on ? '★' : '☆'}{' '}
      {t(kind === 'likes' ? 'mt.likeShort' : 'mt.bookmarkShort')}
    </button>
  );
}
