import { useState } from 'react';
import { contentLang } from '#domain/contentLang.ts';
import { PRODUCT_MAX_IMAGES, productInputSchema } from '#domain/schemas/matchingProduct.ts';
import { useApi } from '../api.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { attempt } from '../ui/requests.ts';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { localizeText } from '#domain/messages/index.ts';
import { withNodes, Written } from '../i18n.tsx';
import { useMatchingI18n } from './i18n.ts';
import './matching.css';
import { MembersOnly } from './member/MembersOnly.tsx';
import type { Product } from './types.ts';
import { UploadField } from './ui/UploadField.tsx';

const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp';
type Draft = {
  name: string;
  category: string;
  summary: string;
  description: string;
  price: string;
  shows: boolean;
};
const EMPTY: Draft = { name: '', category: '', summary: '', description: '', price: '', shows: true };

/** /mypage/products — the seller's products: add, edit, hide, delete, a thumb and up to 10 images each. */
export default function ProductsPage() {
  const { t } = useMatchingI18n();
  return (
    <MembersOnly title={t('mt.products.title')} types={['COMPANY']} other={t('mt.products.sellersOnly')}>
      <Products />
    </MembersOnly>
  );
}

function Products() {
  const { t, locale } = useMatchingI18n();
  const list = useResource<{ products: Product[]; total: number }>('/api/v1/me/products?limit=100');
  const [editing, setEditing] = useState<Product | 'new' | null>(null);

  return (
    <CenterPage title={t('mt.products.title')} description={t('mt.products.lead')} wide>
      <>
        <p className="form-legend">{t('mt.products.lead')}</p>
        {editing ? (
          <ProductEditor
            product={editing === 'new' ? null : editing}
            onDone={(p) => {
              list.reload();
              setEditing(p);
            }}
            onClose={() => {
              setEditing(null);
              list.reload();
            }}
          />
        ) : (
          <div className="form-actions">
            <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
              {t('mt.products.add')}
            </button>
          </div>
        )}
        {list.status !== undefined ? (
          <LoadFailed message={list.message} onRetry={list.reload} />
        ) : !list.data ? (
          <Loading />
        ) : list.data.products.length === 0 ? (
          <p className="state-box">{t('mt.products.none')}</p>
        ) : (
          <ul className="card-grid member-section">
            {list.data.products.map((p) => (
              <li key={p._id} className="card">
                {p.thumb && <img src={p.thumb.url} alt={t('mt.product.thumbAlt', { name: p.name })} />}
                <div className="card-body">
                  <h3 className="card-title" lang={contentLang(p.name, locale)}>
                    {p.name}
                  </h3>
                  <p className="card-meta">
                    {p.shows ? t('mt.product.shown') : t('mt.product.hidden')} ·{' '}
                    {t('mt.product.imageCount', { count: p.images.length })}
                  </p>
                  <div className="card-actions">
                    <button type="button" className="btn btn-outline" onClick={() => setEditing(p)}>
                      {withNodes(t('mt.product.edit'), { name: <Written text={p.name} /> })}
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </>
    </CenterPage>
  );
}

function ProductEditor({
  product,
  onDone,
  onClose,
}: {
  product: Product | null;
  onDone: (p: Product) => void;
  onClose: () => void;
}) {
  const { t, locale } = useMatchingI18n();
  const api = useApi();
  const [draft, setDraft] = useState<Draft>(
    product
      ? {
          name: product.name,
          category: product.category ?? '',
          summary: product.summary ?? '',
          description: product.description ?? '',
          price: product.price ?? '',
          shows: product.shows,
        }
      : EMPTY,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setProblem(null);
    setSaved(null);
    const parsed = productInputSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    const res = await attempt(
      () =>
        product
          ? api.put<{ product: Product }>(`/api/v1/me/products/${product._id}`, parsed.data)
          : api.post<{ product: Product }>('/api/v1/me/products', parsed.data),
      t('mt.network'),
    );
    setBusy(false);
    if (res.ok) {
      setSaved(t(product ? 'mt.product.saved' : 'mt.product.created'));
      onDone(res.data.product);
    } else {
      setErrors(res.errors ?? {});
      setProblem(res.message);
    }
  };

  const remove = async () => {
    if (!product || !window.confirm(t('mt.product.deleteConfirm', { name: product.name }))) return;
    const res = await attempt(() => api.delete(`/api/v1/me/products/${product._id}`), t('mt.network'));
    if (res.ok) onClose();
    else setProblem(res.message);
  };

  const removeImage = async (file: string) => {
    if (!product) return;
    const res = await attempt(
      () => api.delete<{ product: Product }>(`/api/v1/me/products/${product._id}/images/${file}`),
      t('mt.network'),
    );
    if (res.ok) onDone(res.data.product);
    else setProblem(res.message);
  };

  const field = (name: keyof Draft, label: string, multiline = false) => {
    const id = `product-${name}`;
    const error = errors[name];
    const common = {
      id,
      className: `form-input${multiline ? ' form-textarea' : ''}`,
      value: String(draft[name]),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }),
    };
    return (
      <div className={`form-field${error ? ' has-error' : ''}`}>
        <label className="form-label" htmlFor={id}>
          {label}
        </label>
        {multiline ? <textarea rows={4} {...common} /> : <input {...common} />}
        {error && (
          <p id={`${id}-error`} className="form-error">
            {localizeText(error, locale)}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className="write-form" aria-labelledby="product-editor">
      <h2 id="product-editor" className="write-title">
        {product
          ? withNodes(t('mt.product.edit'), { name: <Written text={product.name} /> })
          : t('mt.products.add')}
      </h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        noValidate
      >
        <div className="form-row">
          {field('name', t('mt.product.name'))}
          {field('category', t('mt.product.category'))}
          {field('price', t('mt.product.price'))}
        </div>
        {field('summary', t('mt.product.summary'))}
        {field('description', t('mt.product.description'), true)}
        <div className="form-check-row form-field">
          <input
            id="product-shows"
            type="checkbox"
            checked={draft.shows}
            onChange={(e) => setDraft({ ...draft, shows: e.target.checked })}
          />
          <label htmlFor="product-shows">{t('mt.product.shows')}</label>
        </div>
        <p className="form-problem" role="alert" hidden={!problem}>
          {problem}
        </p>
        <p className="form-status" role="status">
          {saved}
        </p>
        <div className="form-actions">
          {product && (
            <button type="button" className="btn btn-danger" onClick={() => void remove()}>
              {t('mt.product.delete')}
            </button>
          )}
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t('mt.close')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('mt.product.save')}
          </button>
        </div>
      </form>
      {product ? (
        <div className="member-section">
          {product.thumb && (
            <img
              className="profile-image"
              src={product.thumb.url}
              alt={t('mt.product.thumbAlt', { name: product.name })}
            />
          )}
          <UploadField<{ product: Product }>
            path={`/api/v1/me/products/${product._id}/thumb`}
            method="PUT"
            label={t('mt.product.thumb')}
            accept={IMAGE_ACCEPT}
            hint={t('mt.join.imageHint')}
            onUploaded={(data) => onDone(data.product)}
          />
          <ul className="product-images">
            {product.images.map((image) => (
              <li key={image._id}>
                <img src={image.url} alt={image.name} />
                <button type="button" className="text-button" onClick={() => void removeImage(image._id)}>
                  {t('mt.product.removeImage', { name: image.name })}
                </button>
              </li>
            ))}
          </ul>
          {product.images.length < PRODUCT_MAX_IMAGES && (
            <UploadField<{ product: Product }>
              path={`/api/v1/me/products/${product._id}/images`}
              label={t('mt.product.images', { max: PRODUCT_MAX_IMAGES })}
              accept={IMAGE_ACCEPT}
              hint={t('mt.join.imageHint')}
              onUploaded={(data) => onDone(data.product)}
            />
          )}
        </div>
      ) : (
        <p className="form-hint">{t('mt.product.imagesAfterSave')}</p>
      )}
    </section>
  );
}
