import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SHOP_QUANTITY_MAX } from '#domain/shop/constants.ts';
import { useApi, useLoggedIn } from '../api.tsx';
import { attempt } from '../ui/requests.ts';
import { useShopI18n } from './i18n.ts';

/**
 * The product page's quantity and its two buttons: into the cart (and stay), or into the cart and on to it
 * (`/mypage/cart` picks the line). A visitor is asked to log in; the server re-checks stock and sale.
 */
export function AddToCart({ optionId, disabled }: { optionId: string; disabled: boolean }) {
  const { t } = useShopI18n();
  const api = useApi();
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(1);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  if (!loggedIn) {
    return (
      <p className="shop-login">
        {t('shop.loginToBuy')} <Link to="/login">{t('user.login')}</Link>
      </p>
    );
  }

  const add = async (thenGo: boolean) => {
    if (!optionId) {
      setStatus({ ok: false, text: t('shop.chooseOption') });
      return;
    }
    setBusy(true);
    const res = await attempt(() => api.post('/api/v1/me/carts', { optionId, quantity }), t('shop.failed'));
    setBusy(false);
    if (!res.ok) {
      setStatus({ ok: false, text: res.message });
      return;
    }
    if (thenGo) void navigate('/mypage/cart', { state: { pick: optionId } });
    else setStatus({ ok: true, text: t('shop.added') });
  };

  return (
    <div className="shop-buy">
      <label className="shop-quantity">
        <span>{t('shop.quantity')}</span>
        <input
          type="number"
          min={1}
          max={SHOP_QUANTITY_MAX}
          value={quantity}
          onChange={(e) => setQuantity(Math.min(SHOP_QUANTITY_MAX, Math.max(1, Number(e.target.value) || 1)))}
        />
      </label>
      <div className="shop-buy-buttons">
        <button type="button" className="btn" disabled={disabled || busy} onClick={() => void add(false)}>
          {t('shop.addToCart')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={disabled || busy}
          onClick={() => void add(true)}
        >
          {t('shop.buyNow')}
        </button>
      </div>
      {status && (
        <p className={status.ok ? 'form-status' : 'form-error'} role={status.ok ? 'status' : 'alert'}>
          {status.text} {status.ok && <Link to="/mypage/cart">{t('shop.goCart')}</Link>}
        </p>
      )}
    </div>
  );
}
