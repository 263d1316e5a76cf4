import { Controller, useFormContext } from 'react-hook-form';
import { contentLang } from '#domain/contentLang.ts';
import { withNodes, Written } from '../../i18n.tsx';
import { useApplicationI18n } from '../i18n.ts';
import { useErrorText } from '../components/useErrorText.ts';
import type { Term } from '../types.ts';
import type { WizardValues } from '../wizard/values.ts';

/** Step 1: consent to the terms of GET /api/v1/terms; every required one must be agreed to. */
export function TermsStep({ terms, failed }: { terms: Term[] | undefined; failed: boolean }) {
  const { t, locale } = useApplicationI18n();
  const err = useErrorText();
  const { control } = useFormContext<WizardValues>();
  if (!terms) {
    return <p role="status">{failed ? t('ap.terms.failed') : t('page.loading')}</p>;
  }
  return (
    <Controller
      control={control}
      name="terms"
      render={({ field, fieldState }) => {
        const agreed = new Set(field.value);
        const all = terms.length > 0 && terms.every((term) => agreed.has(term.code));
        const set = (codes: Iterable<string>) =>
          field.onChange(terms.map((x) => x.code).filter((c) => new Set(codes).has(c)));
        const error = err(fieldState.error?.message);
        return (
          <div className={`ap-field ap-terms${error ? ' has-error' : ''}`}>
            <label className="ap-check ap-term-all">
              <input
                type="checkbox"
                checked={all}
                onChange={(e) => set(e.target.checked ? terms.map((x) => x.code) : [])}
                onBlur={field.onBlur}
              />
              <span>{t('ap.terms.all')}</span>
            </label>
            {terms.map((term, index) => (
              <div className="ap-term" key={term._id}>
                <label className="ap-check">
                  <input
                    type="checkbox"
                    ref={index === 0 ? field.ref : undefined}
                    checked={agreed.has(term.code)}
                    aria-invalid={error && term.required && !agreed.has(term.code) ? true : undefined}
                    aria-describedby={error ? 'ap-terms-error' : undefined}
                    onChange={(e) => {
                      const next = new Set(agreed);
                      if (e.target.checked) next.add(term.code);
                      else next.delete(term.code);
                      set(next);
                    }}
                    onBlur={field.onBlur}
                  />
                  <span>
                    <span className={`ap-badge ${term.required ? 'is-warn' : ''}`}>
                      {term.required ? t('ap.terms.required') : t('ap.terms.optional')}
                    </span>{' '}
                    {withNodes(t('ap.terms.agreeTo'), {
                      title: <Written text={term.title} lang={term.lang?.title} />,
                    })}
                  </span>
                </label>
                <details>
                  <summary>
                    {withNodes(t('ap.terms.read'), {
                      title: <Written text={term.title} lang={term.lang?.title} />,
                    })}
                  </summary>
                  {/* Sanitized on the server (docs/decisions/0003-api-contract.md Term.content). */}
                  <div
                    className="ap-term-content"
                    tabIndex={0}
                    lang={contentLang(term.content, locale, term.lang?.content)}
                    dangerouslySetInnerHTML={{ __html: term.content }}
                  />
                </details>
              </div>
            ))}
            {error && (
              <p id="ap-terms-error" className="ap-error">
                {error}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}
