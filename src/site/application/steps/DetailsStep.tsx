import { useFormContext } from 'react-hook-form';
import { contentLang } from '#domain/contentLang.ts';
import { formatArea } from '#domain/format.ts';
import {
  APARTMENT_TYPES,
  MARITAL_STATUSES,
  QUALIFICATION_TYPES,
  RANKS,
  SUPPLY_CATEGORIES,
  SUPPLY_TYPES,
} from '#domain/constants.ts';
import {
  CATEGORY_LABELS,
  QUALIFICATION_TYPE_LABELS,
  RANK_LABELS,
  SUPPLY_TYPE_LABELS,
} from '#domain/labels.ts';
import { useApplicationI18n } from '../i18n.ts';
import type { Schedule } from '../../types.ts';
import { ChoiceField } from '../components/ChoiceField.tsx';
import { TextField } from '../components/TextField.tsx';
import { useErrorText } from '../components/useErrorText.ts';
import type { WizardValues } from '../wizard/values.ts';

/**
 * Step 3: the round, contact e-mail, the preferred unit and — for an application — qualification,
 * marriage (with the spouse for the newlywed type), supply type and category, and the two ranks.
 */
export function DetailsStep({ schedules, disabled }: { schedules: Schedule[]; disabled: boolean }) {
  const { t, tl, locale } = useApplicationI18n();
  const err = useErrorText();
  const { register, watch, formState } = useFormContext<WizardValues>();
  const e = formState.errors;
  const kind = watch('kind');
  const qualification = watch('qualificationType');
  const marital = watch('maritalStatus');
  const scheduleId = watch('scheduleId');
  const shown = schedules.filter((s) => s.shows);
  const current = shown.find((s) => s._id === scheduleId);
  const application = kind === 'APPLICATION';

  return (
    <div className="ap-fields">
      {shown.length > 1 ? (
        <ChoiceField
          id="ap-scheduleId"
          legend={t('ap.field.round')}
          required
          disabled={disabled}
          choices={shown.map((s) => ({
            value: s._id,
            label: s.title || t('status.round', { round: s.round }),
            lang: contentLang(s.title, locale),
          }))}
          registration={register('scheduleId')}
          error={err(e.scheduleId?.message)}
        />
      ) : (
        <div className="ap-field">
          <p className="ap-label">{t('ap.field.round')}</p>
          <p lang={contentLang(current?.title, locale)}>
            {current ? current.title || t('status.round', { round: current.round }) : t('status.none')}
          </p>
          {e.scheduleId && <p className="ap-error">{err(e.scheduleId.message)}</p>}
        </div>
      )}

      <div className="ap-fields cols-2">
        <TextField
          id="ap-email"
          label={application ? t('ap.field.email') : t('ap.field.emailOptional')}
          required={application}
          type="email"
          autoComplete="email"
          hint={t('ap.field.emailHint')}
          registration={register('email')}
          error={err(e.email?.message)}
        />
        <div className={`ap-field${e.unitType ? ' has-error' : ''}`}>
          <label htmlFor="ap-unitType" className="ap-label">
            {t('ap.field.unitType')}
          </label>
          <select
            id="ap-unitType"
            className="ap-select"
            aria-invalid={e.unitType ? true : undefined}
            aria-describedby={e.unitType ? 'ap-unitType-error' : 'ap-unitType-hint'}
            {...register('unitType')}
          >
            <option value="">{t('ap.field.unitTypeNone')}</option>
            {APARTMENT_TYPES.map((u) => (
              <option key={u.code} value={u.code}>
                {t('ap.field.unitTypeOption', { code: u.code, area: formatArea(u.areaM2) })}
              </option>
            ))}
          </select>
          <p id="ap-unitType-hint" className="ap-hint">
            {t('ap.field.unitTypeHint')}
          </p>
          {e.unitType && (
            <p id="ap-unitType-error" className="ap-error">
              {err(e.unitType.message)}
            </p>
          )}
        </div>
      </div>

      {application && (
        <>
          <ChoiceField
            id="ap-qualificationType"
            legend={t('ap.field.qualificationType')}
            required
            disabled={disabled}
            choices={QUALIFICATION_TYPES.map((q) => ({
              value: q,
              label: tl(QUALIFICATION_TYPE_LABELS[q]),
              description: t(`ap.qualification.${q}`),
            }))}
            registration={register('qualificationType')}
            error={err(e.qualificationType?.message)}
          />
          <ChoiceField
            id="ap-maritalStatus"
            legend={t('ap.field.maritalStatus')}
            required
            columns={3}
            disabled={disabled}
            choices={MARITAL_STATUSES.map((s) => ({ value: s, label: t(`ap.marital.${s}`) }))}
            registration={register('maritalStatus')}
            error={err(e.maritalStatus?.message)}
          />
          {marital === 'MARRIED' && (
            <TextField
              id="ap-marriageDate"
              label={t('ap.field.marriageDate')}
              required
              digits="date"
              placeholder="YYYYMMDD"
              hint={t('ap.field.marriageDateHint')}
              registration={register('marriageDate')}
              error={err(e.marriageDate?.message)}
            />
          )}
          {qualification === 'MARRIED_TYPE' && (
            <fieldset className="ap-subgroup ap-field" aria-describedby="ap-spouse-hint">
              <legend className="ap-subgroup-title">{t('ap.spouse.title')}</legend>
              <p id="ap-spouse-hint" className="ap-hint">
                {t('ap.spouse.hint')}
              </p>
              {e.spouse?.message && <p className="ap-error">{err(e.spouse.message)}</p>}
              <div className="ap-fields cols-2">
                <TextField
                  id="ap-spouse-name"
                  label={t('ap.spouse.name')}
                  required
                  registration={register('spouse.name')}
                  error={err(e.spouse?.name?.message)}
                />
                <TextField
                  id="ap-spouse-phone"
                  label={t('ap.spouse.phone')}
                  required
                  type="tel"
                  digits="phone"
                  hint={t('ap.field.phoneHint')}
                  registration={register('spouse.phone')}
                  error={err(e.spouse?.phone?.message)}
                />
                <TextField
                  id="ap-spouse-birth"
                  label={t('ap.spouse.birth')}
                  required
                  digits="date"
                  placeholder="YYYYMMDD"
                  hint={t('ap.field.birthHint')}
                  registration={register('spouse.birth')}
                  error={err(e.spouse?.birth?.message)}
                />
              </div>
            </fieldset>
          )}
          <ChoiceField
            id="ap-supplyType"
            legend={t('ap.field.supplyType')}
            required
            disabled={disabled}
            choices={SUPPLY_TYPES.map((s) => ({ value: s, label: tl(SUPPLY_TYPE_LABELS[s]) }))}
            registration={register('supplyType')}
            error={err(e.supplyType?.message)}
          />
          <ChoiceField
            id="ap-supplyCategory"
            legend={t('ap.field.supplyCategory')}
            required
            disabled={disabled}
            hint={t('ap.field.supplyCategoryHint')}
            choices={SUPPLY_CATEGORIES.map((c) => ({ value: c, label: tl(CATEGORY_LABELS[c]) }))}
            registration={register('supplyCategory')}
            error={err(e.supplyCategory?.message)}
          />
          <ChoiceField
            id="ap-earningRank"
            legend={t('ap.field.earningRank')}
            required
            columns={3}
            disabled={disabled}
            choices={RANKS.map((r) => ({ value: r, label: tl(RANK_LABELS[r]) }))}
            registration={register('earningRank')}
            error={err(e.earningRank?.message)}
          />
          <ChoiceField
            id="ap-regionRank"
            legend={t('ap.field.regionRank')}
            required
            columns={3}
            disabled={disabled}
            choices={RANKS.map((r) => ({ value: r, label: tl(RANK_LABELS[r]) }))}
            registration={register('regionRank')}
            error={err(e.regionRank?.message)}
          />
        </>
      )}
    </div>
  );
}
