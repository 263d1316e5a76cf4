import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AWARD_LABELS, MEMBER_STATUS_LABELS } from '#domain/matching/texts.ts';
import { COMPANY_SIZES } from '#domain/schemas/buyerProfile.ts';
import { AWARDS, memberUpdateSchema } from '#domain/schemas/member.ts';
import { useApi, notifySessionChanged } from '../../api.tsx';
import { CenterPage } from '../../ui/CenterPage.tsx';
import { attempt } from '../../ui/requests.ts';
import { TextArea, TextField } from '../../ui/Field.tsx';
import { LoadFailed, Loading } from '../../ui/Status.tsx';
import { useResource } from '../../ui/useResource.ts';
import { useMatchingI18n } from '../i18n.ts';
import '../matching.css';
import { MembersOnly } from './MembersOnly.tsx';
import type { Me } from '../types.ts';
import type { TokenPair } from '#src/api/tokens.ts';
import { IntroductionFile } from './IntroductionFile.tsx';
import { UploadField } from '../ui/UploadField.tsx';
import { ExportMarketBoxes, LanguageBoxes, checkedList } from './CheckList.tsx';
import { countryOptions } from './countries.ts';

type Values = Record<string, string>;
const EDITABLE = [
  'name',
  'email',
  'phone',
  'companyName',
  'companyNameEn',
  'industry',
  'homepage',
  'address',
  'introduction',
  'timeZone',
  'representative',
  'businessNumber',
  'award',
  'awardYear',
  'country',
  'companySize',
  'marketsSought',
  'birthday',
] as const;
/** The fields only a buyer has (docs/decisions/0026-matching-for-a-large-fair.md), and only a seller. */
const BUYER_ONLY: readonly string[] = ['country', 'companySize'];
const SELLER_ONLY: readonly string[] = ['representative', 'businessNumber', 'award', 'awardYear'];

/**
 * /mypage/myinfo — the member's own data: edit it (PUT /api/v1/me), change the password, and for a
 * seller the approval state, logo, photo, company introduction file and products; withdraw at the end.
 */
export default function MyInfoPage() {
  const { t } = useMatchingI18n();
  return (
    <MembersOnly title={t('page.myinfo')}>
      <MyInfo />
    </MembersOnly>
  );
}

function MyInfo() {
  const { t, tl } = useMatchingI18n();
  const me = useResource<{ user: Me }>('/api/v1/me');
  const { state } = useLocation() as { state: { joined?: boolean } | null };
  const [user, setUser] = useState<Me | null>(null);
  const current = user ?? me.data?.user ?? null;

  const title = t('page.myinfo');
  if (me.status !== undefined)
    return (
      <CenterPage title={title} description={t('mt.myinfo.lead')}>
        <LoadFailed message={me.message} onRetry={me.reload} />
      </CenterPage>
    );
  if (!current)
    return (
      <CenterPage title={title} description={t('mt.myinfo.lead')}>
        <Loading />
      </CenterPage>
    );
  const seller = current.type === 'COMPANY';
  return (
    <CenterPage title={title} description={t('mt.myinfo.lead')}>
      <div className="member-card is-wide">
        {state?.joined && (
          <p className="form-status" role="status">
            {t('mt.join.done')}
          </p>
        )}
        <p>
          {t(seller ? 'mt.join.seller' : 'mt.join.buyer')} · {current.username}
          {seller && (
            <>
              {' · '}
              <strong className={`fair-label member-status-${current.status.toLowerCase()}`}>
                {tl(MEMBER_STATUS_LABELS[current.status])}
              </strong>
            </>
          )}
        </p>
        {seller && current.status === 'PENDING' && <p className="warning-box">{t('mt.myinfo.pending')}</p>}
        {seller && current.status === 'REJECTED' && (
          <p className="warning-box">{t('mt.myinfo.rejected', { reason: current.rejectReason ?? '' })}</p>
        )}
        <nav className="card-actions" aria-label={t('mt.myinfo.shortcuts')}>
          {seller && (
            <Link className="btn btn-outline" to="/mypage/products">
              {t('mt.products.title')}
            </Link>
          )}
          <Link className="btn btn-outline" to="/mypage/matchings">
            {t('nav.matching.offers')}
          </Link>
          {!seller && (
            <Link className="btn btn-outline" to="/mypage/likes">
              {t('page.likes')}
            </Link>
          )}
          <Link className="btn btn-outline" to="/matching">
            {t('nav.matching.fairs')}
          </Link>
          <Link className="btn btn-outline" to="/mypage/consultations">
            {t('nav.experts.consultations')}
          </Link>
          <Link className="btn btn-outline" to="/mypage/bids">
            {t('mt.myinfo.myBids')}
          </Link>
        </nav>
        <ProfileEditor user={current} onSaved={setUser} />
        {seller && (
          <section className="member-section" aria-labelledby="myinfo-files">
            <h2 id="myinfo-files">{t('mt.myinfo.files')}</h2>
            <IntroductionFile />
            {(['logo', 'photo'] as const).map((kind) => (
              <div key={kind}>
                {current.profile[kind] && (
                  <img
                    className="profile-image"
                    src={current.profile[kind].url}
                    alt={t(kind === 'logo' ? 'mt.field.logo' : 'mt.field.photo')}
                  />
                )}
                <UploadField<{ user: Me }>
                  path={`/api/v1/me/${kind}`}
                  method="PUT"
                  label={t(kind === 'logo' ? 'mt.field.logo' : 'mt.field.photo')}
                  accept=".jpg,.jpeg,.png,.webp"
                  hint={t('mt.join.imageHint')}
                  onUploaded={(data) => setUser(data.user)}
                />
              </div>
            ))}
          </section>
        )}
        <Withdraw />
      </div>
    </CenterPage>
  );
}

function ProfileEditor({ user, onSaved }: { user: Me; onSaved: (u: Me) => void }) {
  const { t, tl, locale } = useMatchingI18n();
  const api = useApi();
  const seller = user.type === 'COMPANY';
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<Values>();
  const { errors, isSubmitting } = form.formState;
  const err = (name: string) => errors[name]?.message;

  useEffect(() => {
    const p = user.profile;
    form.reset({
      name: user.name,
      email: user.email,
      phone: user.phone,
      companyName: p.companyName,
      companyNameEn: p.companyNameEn ?? '',
      industry: p.industry ?? '',
      homepage: p.homepage ?? '',
      address: p.address ?? '',
      introduction: p.introduction ?? '',
      timeZone: p.timeZone,
      representative: p.representative ?? '',
      businessNumber: p.businessNumber ?? '',
      award: p.award ?? '',
      awardYear: p.awardYear ? String(p.awardYear) : '',
      country: p.country ?? '',
      companySize: p.companySize ?? '',
      // a seller ticks export markets; a buyer types what they seek
      marketsSought: (seller ? p.marketsSought : p.marketsSought.join(', ')) as unknown as string,
      // checkboxes registered under one name hold the checked values
      languages: p.languages as unknown as string,
      birthday: p.birthday ?? '',
      password: '',
      newPassword: '',
    });
  }, [user, form, seller]);

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    setSaved(null);
    const body: Record<string, unknown> = {};
    for (const key of EDITABLE) {
      if ((seller ? BUYER_ONLY : SELLER_ONLY).includes(key)) continue;
      body[key] = values[key] ?? '';
    }
    body.languages = checkedList(values.languages);
    if (seller) body.marketsSought = checkedList(values.marketsSought);
    if (values.newPassword) {
      body.password = values.password;
      body.newPassword = values.newPassword;
    }
    const parsed = memberUpdateSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(String(issue.path[0]), { message: issue.message });
      setProblem(t('mt.form.fix'));
      return;
    }
    const res = await attempt(
      () => api.put<{ user: Me; session?: TokenPair }>('/api/v1/me', body),
      t('mt.network'),
    );
    if (res.ok) {
      // a new password ended every login, this one included: the answer carries this browser's next one
      if (res.data.session) api.tokens.set(res.data.session);
      setSaved(t(res.data.session ? 'mt.myinfo.passwordChanged' : 'mt.myinfo.saved'));
      onSaved(res.data.user);
    } else {
      for (const [name, message] of Object.entries(res.errors ?? {})) form.setError(name, { message });
      setProblem(res.message);
    }
  });

  const text = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`me-${name}`}
      label={label}
      registration={form.register(name)}
      error={err(name)}
      {...extra}
    />
  );
  return (
    <form
      className="member-section"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby="me-profile"
    >
      <h2 id="me-profile">{t('mt.myinfo.profile')}</h2>
      <div className="form-row">
        {text('name', t(seller ? 'mt.field.contactName' : 'mt.field.name'), { required: true })}
        {text('email', t('mt.field.email'), { type: 'email', required: true })}
        {text('phone', t('mt.field.phone'), {
          type: 'tel',
          digits: 'phone',
          required: true,
          hint: t('mt.field.phoneHint'),
        })}
      </div>
      {text('birthday', t('mt.field.birthday'), { hint: t('mt.field.birthdayHint') })}
      <div className="form-row">
        {text('companyName', t('mt.field.companyName'), { required: true })}
        {text('companyNameEn', t('mt.field.companyNameEn'))}
      </div>
      {seller ? (
        <div className="form-row">
          {text('representative', t('mt.field.representative'), { required: true })}
          {text('businessNumber', t('mt.field.businessNumber'), { digits: 'businessNumber', required: true })}
          <div className="form-field">
            <label className="form-label" htmlFor="me-award">
              {t('mt.field.award')}
            </label>
            <select id="me-award" className="form-input" {...form.register('award')}>
              {AWARDS.map((a) => (
                <option key={a} value={a}>
                  {tl(AWARD_LABELS[a])}
                </option>
              ))}
            </select>
          </div>
          {text('awardYear', t('mt.field.awardYear'), { inputMode: 'numeric' })}
        </div>
      ) : (
        <div className="form-field">
          <label className="form-label" htmlFor="me-country">
            {t('mt.field.country')}
          </label>
          <select id="me-country" className="form-input" {...form.register('country')}>
            {countryOptions(locale).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="form-row">
        {text('industry', t('mt.field.industry'))}
        {text('homepage', t('mt.field.homepage'), { type: 'url' })}
      </div>
      {!seller && (
        // what a seller reads before accepting this buyer's offer (docs/decisions/0026-matching-for-a-large-fair.md)
        <>
          <div className="form-row">
            <div className="form-field">
              <label className="form-label" htmlFor="me-companySize">
                {t('mt.buyer.size')}
              </label>
              <select id="me-companySize" className="form-input" {...form.register('companySize')}>
                <option value="">{t('mt.buyer.sizeUnset')}</option>
                {COMPANY_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {t(`mt.buyer.size.${size}`)}
                  </option>
                ))}
              </select>
              {err('companySize') && <p className="form-error">{err('companySize')}</p>}
            </div>
            {text('marketsSought', t('mt.buyer.markets'), { hint: t('mt.buyer.marketsHint') })}
          </div>
        </>
      )}
      {seller && (
        // what the discovery filter finds the seller by
        <ExportMarketBoxes registration={form.register('marketsSought')} error={err('marketsSought')} />
      )}
      <LanguageBoxes registration={form.register('languages')} error={err('languages')} />
      {text('address', t('mt.field.address'))}
      <TextArea
        id="me-introduction"
        label={t('mt.field.introduction')}
        rows={4}
        registration={form.register('introduction')}
        error={err('introduction')}
      />
      {text('timeZone', t('mt.field.timeZone'), { hint: t('mt.field.timeZoneHint') })}
      <h3 className="form-label">{t('mt.myinfo.password')}</h3>
      <div className="form-row">
        {text('password', t('mt.myinfo.currentPassword'), {
          type: 'password',
          autoComplete: 'current-password',
        })}
        {text('newPassword', t('mt.myinfo.newPassword'), {
          type: 'password',
          autoComplete: 'new-password',
          hint: t('mt.join.passwordHint'),
        })}
      </div>
      <p className="form-problem" role="alert" hidden={!problem}>
        {problem}
      </p>
      <p className="form-status" role="status">
        {saved}
      </p>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {t('mt.myinfo.save')}
        </button>
      </div>
    </form>
  );
}

/** Withdrawal (POST /api/v1/me/withdraw) after the password and an explicit confirmation. */
function Withdraw() {
  const { t } = useMatchingI18n();
  const api = useApi();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const withdraw = async () => {
    setProblem(null);
    if (!window.confirm(t('mt.withdraw.confirm'))) return;
    const res = await attempt(() => api.post('/api/v1/me/withdraw', { password, reason }), t('mt.network'));
    if (!res.ok) return setProblem(res.message);
    api.tokens.clear();
    notifySessionChanged();
    window.alert(t('mt.withdraw.done'));
    void navigate('/', { replace: true });
  };
  return (
    <section className="member-section" aria-labelledby="me-withdraw">
      <h2 id="me-withdraw">{t('mt.withdraw.title')}</h2>
      <p className="warning-box">{t('mt.withdraw.warning')}</p>
      <div className="form-row">
        <div className="form-field">
          <label className="form-label" htmlFor="withdraw-password">
            {t('mt.field.password')}
          </label>
          <input
            id="withdraw-password"
            type="password"
            className="form-input"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <div className="form-field">
          <label className="form-label" htmlFor="withdraw-reason">
            {t('mt.withdraw.reason')}
          </label>
          <input
            id="withdraw-reason"
            className="form-input"
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
      </div>
      <p className="form-error" role="alert">
        {problem}
      </p>
      <button type="button" className="btn btn-danger" disabled={!password} onClick={() => void withdraw()}>
        {t('mt.withdraw.submit')}
      </button>
    </section>
  );
}
