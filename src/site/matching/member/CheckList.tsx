import type { UseFormRegisterReturn } from 'react-hook-form';

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

/** The ticked values of a CheckList as the API takes them (one ticked box may come as a lone string). */
export function checkedList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : [];
}
