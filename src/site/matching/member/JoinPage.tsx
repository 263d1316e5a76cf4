import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { AWARD_LABELS } from '#domain/matching/texts.ts';
import { localizeText } from '#domain/messages/index.ts';
import { AWARDS, memberJoinSchema, type MemberType } from '#domain/schemas/member.ts';
import { ApiError } from '#src/api/client.ts';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { checkFile, MAX_UPLOAD_MB } from '../../ui/files.ts';
import { notifySessionChanged, useApi } from '../../api.tsx';
import { CenterPage } from '../../ui/CenterPage.tsx';
import { CheckField, FieldLabel, TextArea, TextField } from '../../ui/Field.tsx';
import { useMatchingI18n } from '../i18n.ts';
import '../matching.css';
import { viewerZone } from '../time.ts';
import { ExportMarketBoxes, LanguageBoxes, checkedList } from './CheckList.tsx';
import { countryOptions, timeZones } from './countries.ts';

type Values = Record<string, string | boolean | string[]>;
type FileKey = 'businessRegistration' | 'logo' | 'photo';
const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp';
const FILE_ACCEPT: Record<FileKey, string> = {
  businessRegistration: '.pdf,.jpg,.jpeg,.png',
  logo: IMAGE_ACCEPT,
  photo: IMAGE_ACCEPT,
};

/**
 * /join — a seller (COMPANY: company info, business registration file, logo, photo, award programme)
 * or a buyer (PERSON: contact person and company) joins. The zod schema of the API checks the form
 * (domain/schemas/member.ts); files go in the same multipart request. A seller waits for a manager's
 * approval before appearing; both are logged in right away.
 */
export default function JoinPage() {
  const { t, tl, locale } = useMatchingI18n();
  const api = useApi();
  const navigate = useNavigate();
  const [type, setType] = useState<MemberType>('COMPANY');
  const [files, setFiles] = useState<Partial<Record<FileKey, File>>>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<FileKey, string>>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: { timeZone: viewerZone(), agreePrivacy: false, award: '', country: '' },
  });
  const { errors } = form.formState;
  const err = (name: string) => errors[name]?.message as string | undefined;
  const seller = type === 'COMPANY';

  const pick = (key: FileKey, file: File | undefined) => {
    const next = { ...files };
    if (file) next[key] = file;
    else delete next[key];
    setFiles(next);
    const bad = file ? checkFile(file) : null;
    setFileErrors((e) => ({
      ...e,
      [key]: bad
        ? t(bad === 'size' ? 'mt.upload.size' : 'mt.upload.type', {
            max: MAX_UPLOAD_MB,
            accept: FILE_ACCEPT[key],
          })
        : undefined,
    }));
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    // ticked boxes travel as one text field each ("FR,US"), as the API reads a multipart list; a
    // buyer sends none (the seller's boxes stay registered after a switch to buyer, holding `false`,
    // which the buyer's schema refused under a field the buyer's form does not show)
    const { marketsSought, languages, ...common } = values;
    const fields = seller
      ? {
          ...common,
          marketsSought: checkedList(marketsSought).join(','),
          languages: checkedList(languages).join(','),
        }
      : common;
    const parsed = memberJoinSchema.safeParse({ ...fields, type });
    let invalid = false;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (name && !form.getFieldState(name).error) form.setError(name, { message: issue.message });
      }
      invalid = true;
    }
    if (seller && !files.businessRegistration) {
      setFileErrors((e) => ({ ...e, businessRegistration: t('mt.join.registrationRequired') }));
      invalid = true;
    }
    if (invalid || Object.values(fileErrors).some(Boolean)) {
      setProblem(t('mt.form.fix'));
      return;
    }
    const body = new FormData();
    for (const [key, value] of Object.entries<unknown>({ ...fields, type }))
      if (value !== '' && value !== undefined) body.append(key, String(value));
    for (const key of ['businessRegistration', 'logo', 'photo'] as const) {
      const file = files[key];
      if (file && (seller || key !== 'businessRegistration')) body.append(key, file, file.name);
    }
    setProgress(0);
    try {
      const res = await api.upload<{ user: unknown }>('/api/v1/users', body, setProgress);
      if (!res.ok) {
        for (const [name, message] of Object.entries(res.data.errors ?? {})) form.setError(name, { message });
        setProblem(res.data.message);
        return;
      }
      await api.login(String(values.username), String(values.password));
      notifySessionChanged();
      void navigate('/mypage/myinfo', { replace: true, state: { joined: true } });
    } catch (error) {
      setProblem(error instanceof ApiError && error.status ? error.body.message : t('mt.network'));
    } finally {
      setProgress(null);
    }
  });

  const text = (name: string, label: string, extra: Record<string, unknown> = {}, required = false) => (
    <TextField
      id={`join-${name}`}
      label={label}
      required={required}
      registration={form.register(name)}
      error={err(name)}
      {...extra}
    />
  );
  const fileField = (key: FileKey, label: string, hint: string, required = false) => (
    <div className={`form-field${fileErrors[key] ? ' has-error' : ''}`}>
      <FieldLabel id={`join-${key}`} label={label} required={required} />
      <input
        id={`join-${key}`}
        type="file"
        className="form-input"
        accept={FILE_ACCEPT[key]}
        aria-required={required || undefined}
        aria-invalid={fileErrors[key] ? true : undefined}
        aria-describedby={`join-${key}-hint`}
        onChange={(e) => pick(key, e.currentTarget.files?.[0])}
      />
      <p id={`join-${key}-hint`} className="form-hint">
        {hint}
      </p>
      {fileErrors[key] && <p className="form-error">{fileErrors[key]}</p>}
    </div>
  );

  return (
    <CenterPage title={t('page.join')} description={t('mt.join.description')}>
      <form className="member-card is-wide" onSubmit={(e) => void onSubmit(e)} noValidate>
        <h2 className="write-title">{t('page.join')}</h2>
        <fieldset className="choice-row">
          <legend className="form-label">{t('mt.join.type')}</legend>
          {(['COMPANY', 'PERSON'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="join-type" checked={type === value} onChange={() => setType(value)} />
              <span>{t(value === 'COMPANY' ? 'mt.join.seller' : 'mt.join.buyer')}</span>
            </label>
          ))}
        </fieldset>
        <p className="form-legend">{t(seller ? 'mt.join.sellerLead' : 'mt.join.buyerLead')}</p>

        <h3 className="form-label">{t('mt.join.account')}</h3>
        <div className="form-row">
          {text(
            'username',
            t('mt.field.username'),
            { autoComplete: 'username', hint: t('mt.join.usernameHint') },
            true,
          )}
          {text(
            'password',
            t('mt.field.password'),
            { type: 'password', autoComplete: 'new-password', hint: t('mt.join.passwordHint') },
            true,
          )}
        </div>
        <div className="form-row">
          {text('name', t(seller ? 'mt.field.contactName' : 'mt.field.name'), { autoComplete: 'name' }, true)}
          {text('email', t('mt.field.email'), { type: 'email', autoComplete: 'email' }, true)}
          {text(
            'phone',
            t('mt.field.phone'),
            { type: 'tel', digits: 'phone', autoComplete: 'tel', hint: t('mt.field.phoneHint') },
            true,
          )}
        </div>

        <h3 className="form-label">{t('mt.join.company')}</h3>
        <div className="form-row">
          {text('companyName', t('mt.field.companyName'), { autoComplete: 'organization' }, true)}
          {text('companyNameEn', t('mt.field.companyNameEn'))}
        </div>
        {seller ? (
          <>
            <div className="form-row">
              {text('representative', t('mt.field.representative'), {}, true)}
              {text(
                'businessNumber',
                t('mt.field.businessNumber'),
                { digits: 'businessNumber', hint: t('mt.field.businessNumberHint') },
                true,
              )}
            </div>
            <div className="form-row">
              <div className={`form-field${err('award') ? ' has-error' : ''}`}>
                <label className="form-label" htmlFor="join-award">
                  {t('mt.field.award')}
                  <span className="form-required" aria-hidden="true">
                    {' *'}
                  </span>
                </label>
                <select id="join-award" className="form-input" aria-required {...form.register('award')}>
                  <option value="">{t('mt.field.choose')}</option>
                  {AWARDS.map((a) => (
                    <option key={a} value={a}>
                      {tl(AWARD_LABELS[a])}
                    </option>
                  ))}
                </select>
                {err('award') && <p className="form-error">{localizeText(err('award') ?? '', locale)}</p>}
              </div>
              {text('awardYear', t('mt.field.awardYear'), { inputMode: 'numeric' })}
            </div>
            {/* what buyers filter the fair's sellers by */}
            <ExportMarketBoxes registration={form.register('marketsSought')} error={err('marketsSought')} />
            <LanguageBoxes registration={form.register('languages')} error={err('languages')} />
          </>
        ) : (
          <div className={`form-field${err('country') ? ' has-error' : ''}`}>
            <label className="form-label" htmlFor="join-country">
              {t('mt.field.country')}
              <span className="form-required" aria-hidden="true">
                {' *'}
              </span>
            </label>
            <select id="join-country" className="form-input" aria-required {...form.register('country')}>
              <option value="">{t('mt.field.choose')}</option>
              {countryOptions(locale).map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
            {err('country') && <p className="form-error">{localizeText(err('country') ?? '', locale)}</p>}
          </div>
        )}
        <div className="form-row">
          {text('industry', t('mt.field.industry'))}
          {text('homepage', t('mt.field.homepage'), { type: 'url', placeholder: 'https://' })}
        </div>
        {text('address', t('mt.field.address'), { autoComplete: 'street-address' })}
        <TextArea
          id="join-introduction"
          label={t('mt.field.introduction')}
          rows={4}
          registration={form.register('introduction')}
          error={err('introduction')}
        />
        {text('timeZone', t('mt.field.timeZone'), { list: 'join-zones', hint: t('mt.field.timeZoneHint') })}
        <datalist id="join-zones">
          {timeZones().map((z) => (
            <option key={z} value={z} />
          ))}
        </datalist>

        {seller && (
          <>
            <h3 className="form-label">{t('mt.join.files')}</h3>
            {fileField(
              'businessRegistration',
              t('mt.field.businessRegistration'),
              t('mt.join.registrationHint', { max: MAX_UPLOAD_MB }),
              true,
            )}
            {fileField('logo', t('mt.field.logo'), t('mt.join.imageHint'))}
            {fileField('photo', t('mt.field.photo'), t('mt.join.imageHint'))}
          </>
        )}

        <div className="consent-box">
          <p className="consent-title">{t('mt.join.privacyTitle')}</p>
          <p>{t('mt.join.privacyBody')}</p>
        </div>
        <CheckField
          id="join-agree"
          label={t('mt.join.agree')}
          registration={form.register('agreePrivacy')}
          error={err('agreePrivacy')}
        />

        {progress !== null && <ProgressBar label={t('mt.join.sending')} fraction={progress} />}
        <p className="form-problem" role="alert" hidden={!problem}>
          {problem}
        </p>
        <div className="form-actions">
          <Link to="/login" className="btn btn-outline">
            {t('user.login')}
          </Link>
          <button type="submit" className="btn btn-primary" disabled={progress !== null}>
            {t('user.join')}
          </button>
        </div>
      </form>
    </CenterPage>
  );
}
