import type { UseFormRegisterReturn } from 'react-hook-form';
import { useMatchingI18n } from '../i18n.ts';
import { countryOptions, languageOptions } from './countries.ts';

type Boxes = { registration: UseFormRegisterReturn; error?: string | undefined };

/**
 * Checkboxes registered under one name (react-hook-form then holds the ticked values as a list): a
 * member's meeting languages, a seller's export markets.
 */
export function CheckList({
  legend,
  options,
  registration,
  error,
}: {
  legend: string;
  options: readonly { code: string; name: string }[];
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  return (
    <fieldset className={`form-field${error ? ' has-error' : ''}`}>
      <legend className="form-label">{legend}</legend>
      <div className="form-check-grid">
        {options.map((o) => (
          <label key={o.code} className="form-check-row">
            <input type="checkbox" value={o.code} {...registration} /> {o.name}
          </label>
        ))}
      </div>
      {error && <p className="form-error">{error}</p>}
    </fieldset>
  );
}

/** A seller's export markets: what the fair's discovery filter finds the seller by. */
export function ExportMarketBoxes(props: Boxes) {
  const { t, locale } = useMatchingI18n();
  return <CheckList legend={t('mt.seller.markets')} options={countryOptions(locale)} {...props} />;
}

/** A member's meeting languages, named in the reader's language. */
export function LanguageBoxes(props: Boxes) {
  const { t, locale } = useMatchingI18n();
  return <CheckList legend={t('mt.buyer.languages')} options={languageOptions(locale)} {...props} />;
}

/** The ticked values of a CheckList as the API takes them (one ticked box may come as a lone string). */
export function checkedList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : [];
}
