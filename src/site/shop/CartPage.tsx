import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { CartLine } from '#domain/schemas/shopOrder.ts';
import { SHOP_QUANTITY_MAX } from '#domain/shop/constants.ts';
import type { ApiResult } from '../../api/client.ts';
import { useApi } from '../api.tsx';
import { MembersOnly } from '../matching/member/MembersOnly.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { attempt } from '../ui/requests.ts';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useShopI18n } from './i18n.ts';
import type { ShopProduct } from './types.ts';
import './commerce.css';
import { formatNumber } from '#domain/format.ts';

/** Lines that can be ordered as they are (a changed price is shown, and ordered at the new price). */
const orderable = (line: CartLine) => line.state === 'OK' || line.state === 'PRICE_CHANGED';

/** The checkout address of the chosen lines: `optionId:quantity` pairs, so a reload keeps the choice. */
export const checkoutPath = (lines: readonly { optionId: string; quantity: number }[]) =>
  `/mypage/checkout?lines=${lines.map((l) => `${l.optionId}:${l.quantity}`).join(',')}`;

/** /mypage/cart — change quantity or option, remove, choose the lines to order; each line says what changed. */
export default function CartPage() {
  const { t } = useShopI18n();
  return (
    <MembersOnly title={t('cart.title')}>
      <Cart />
    </MembersOnly>
  );
}

function Cart() {
  const { t } = useShopI18n();
  const api = useApi();
  const navigate = useNavigate();
  const { state } = useLocation() as { state: { pick?: string } | null };
  const res = useResource<{ carts: CartLine[] }>('/api/v1/me/carts');
  const [lines, setLines] = useState<CartLine[] | null>(null);
  // null until the member picks: then everything orderable, or only the line "buy now" just added
  const [picked, setSelected] = useState<Set<string> | null>(null);
  const [message, setMessage] = useState('');
  const current = lines ?? res.data?.carts ?? null;

  const apply = async (run: () => Promise<ApiResult<{ carts: CartLine[] }>>) => {
    const out = await attempt(run, t('shop.failed'));
    if (out.ok) {
      setLines(out.data.carts);
      setMessage('');
    } else setMessage(out.message);
  };

  if (res.status !== undefined)
    return (
      <CenterPage title={t('cart.title')} description={t('cart.lead')}>
        <LoadFailed message={res.message} onRetry={res.reload} />
      </CenterPage>
    );
  if (!current)
    return (
      <CenterPage title={t('cart.title')} description={t('cart.lead')}>
        <Loading />
      </CenterPage>
    );

  const selected =
    picked ??
    new Set(
      current.filter((l) => (state?.pick ? l.optionId === state.pick : orderable(l))).map((l) => l._id),
    );
  const chosen = current.filter((l) => selected.has(l._id) && orderable(l));
  const sum = chosen.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const allOrderable = current.filter(orderable);

  return (
    <CenterPage title={t('cart.title')} description={t('cart.lead')} wide>
      {current.length === 0 ? (
        <div className="state-box">
          <p>{t('cart.empty')}</p>
          <Link to="/shop" className="btn">
            {t('cart.goShop')}
          </Link>
        </div>
      ) : (
        <div className="shop-cart">
          <div className="shop-cart-toolbar">
            <label>
              <input
                type="checkbox"
                checked={allOrderable.length > 0 && allOrderable.every((l) => selected.has(l._id))}
                onChange={(e) => setSelected(new Set(e.target.checked ? allOrderable.map((l) => l._id) : []))}
              />{' '}
              {t('cart.selectAll')}
            </label>
            <button
              type="button"
              className="btn btn-sm"
              disabled={selected.size === 0}
              onClick={() =>
                void (async () => {
                  for (const id of selected)
                    await apply(() => api.delete<{ carts: CartLine[] }>(`/api/v1/me/carts/${id}`));
                  setSelected(new Set());
                })()
              }
            >
              {t('cart.removeSelected')}
            </button>
          </div>
          {message && (
            <p className="form-error" role="alert">
              {message}
            </p>
          )}
          <ul className="shop-cart-lines">
            {current.map((line) => (
              <CartRow
                key={line._id}
                line={line}
                checked={selected.has(line._id)}
                onCheck={(on) => toggle(line._id, on)}
                onChange={(body) =>
                  apply(() => api.put<{ carts: CartLine[] }>(`/api/v1/me/carts/${line._id}`, body))
                }
                onRemove={() =>
                  apply(() => api.delete<{ carts: CartLine[] }>(`/api/v1/me/carts/${line._id}`))
                }
              />
            ))}
          </ul>
          <div className="shop-cart-summary">
            <p>
              {t('cart.selectedTotal', { count: chosen.length })}:{' '}
              <strong>{t('shop.won', { amount: formatNumber(sum) })}</strong>
            </p>
            <button
              type="button"
              className="btn btn-primary btn-lg"
              onClick={() => {
                if (chosen.length === 0) setMessage(t('cart.noneSelected'));
                else void navigate(checkoutPath(chosen));
              }}
            >
              {t('cart.order')}
            </button>
          </div>
        </div>
      )}
    </CenterPage>
  );
}

function CartRow({
  line,
  checked,
  onCheck,
  onChange,
  onRemove,
}: {
  line: CartLine;
  checked: boolean;
  onCheck(on: boolean): void;
  onChange(body: { optionId?: string; quantity: number }): Promise<void>;
  onRemove(): Promise<void>;
}) {
  const { t } = useShopI18n();
  const product = useResource<{ product: ShopProduct }>(`/api/v1/shop/products/${line.productId}`);
  const [quantity, setQuantity] = useState(line.quantity);
  const [optionId, setOptionId] = useState(line.optionId);
  const options = product.data?.product.options ?? [];
  const dirty = quantity !== line.quantity || optionId !== line.optionId;
  const stateText =
    line.state === 'PRICE_CHANGED'
      ? t('cart.state.PRICE_CHANGED', {
          seen: formatNumber(line.seenPrice),
          now: formatNumber(line.unitPrice),
        })
      : line.state === 'SOLD_OUT'
        ? t('cart.state.SOLD_OUT', { stock: line.stock })
        : line.state === 'UNAVAILABLE'
          ? t('cart.state.UNAVAILABLE')
          : '';
  const id = `cart-${line._id}`;
  return (
    <li className={`shop-cart-line${orderable(line) ? '' : ' is-blocked'}`}>
      <input
        type="checkbox"
        aria-label={t('cart.select', { name: `${line.productName} ${line.optionName}` })}
        checked={checked && orderable(line)}
        disabled={!orderable(line)}
        onChange={(e) => onCheck(e.target.checked)}
      />
      {line.thumb ? (
        <img src={line.thumb} alt="" className="shop-cart-thumb" />
      ) : (
        <span className="shop-cart-thumb" />
      )}
      <div className="shop-cart-info">
        <Link to={`/shop/products/${line.productId}`} className="shop-cart-name">
          {line.productName}
        </Link>
        <div className="shop-cart-controls">
          <label htmlFor={`${id}-option`} className="visually-hidden">
            {t('shop.option')}
          </label>
          <select id={`${id}-option`} value={optionId} onChange={(e) => setOptionId(e.target.value)}>
            {options.length === 0 && <option value={line.optionId}>{line.optionName}</option>}
            {options.map((o) => (
              <option key={o._id} value={o._id} disabled={o.stock <= 0 && o._id !== line.optionId}>
                {o.name}
                {o.extraPrice > 0 ? ` (+${formatNumber(o.extraPrice)})` : ''}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-qty`} className="visually-hidden">
            {t('shop.quantity')}
          </label>
          <input
            id={`${id}-qty`}
            type="number"
            min={1}
            max={SHOP_QUANTITY_MAX}
            value={quantity}
            onChange={(e) =>
              setQuantity(Math.min(SHOP_QUANTITY_MAX, Math.max(1, Number(e.target.value) || 1)))
            }
          />
          <button
            type="button"
            className="btn btn-sm"
            disabled={!dirty}
            onClick={() => void onChange({ ...(optionId !== line.optionId && { optionId }), quantity })}
          >
            {t('cart.change')}
          </button>
          <button type="button" className="btn btn-sm" onClick={() => void onRemove()}>
            {t('cart.remove')}
          </button>
        </div>
        {stateText && (
          <p className="shop-cart-state" role="note">
            {stateText}
          </p>
        )}
      </div>
      <p className="shop-cart-amount">
        <span className="visually-hidden">{t('cart.lineTotal')}</span>
        {t('shop.won', { amount: formatNumber(line.unitPrice * line.quantity) })}
      </p>
    </li>
  );
}
