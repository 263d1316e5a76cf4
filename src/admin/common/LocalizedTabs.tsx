import { useId, useState, type ReactNode } from 'react';
import { Alert, Box, Tab, Tabs } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { useResourceContext, useTranslate } from 'react-admin';
import { LOCALES, type Locale } from '#domain/locale.ts';
import { localizedSource } from '#domain/localized.ts';

/**
 * The form field of `field` in one language: `title`, `translations.en.title`; `korean` when the Korean text
 * lives elsewhere (`message.stop` beside `translations.en.stop`).
 */
export type LocalizedSource = (field: string, korean?: string) => string;

/** The label of `field`: the resource's field label, the same in every tab (the tab names the language). */
export type FieldLabel = (field: string) => string;

function hasErrors(errors: Record<string, unknown>, fields: readonly string[], locale: Locale): boolean {
  if (locale === 'ko') return fields.some((field) => errors[field] !== undefined);
  const translations = errors.translations as Record<string, unknown> | undefined;
  return translations?.[locale] !== undefined;
}

/**
 * The texts a manager writes for the public, one tab per language (docs/decisions/0012-localized-content.md):
 * Korean is required, English and Chinese optional (left empty, the site shows the Korean). Only the chosen
 * tab's inputs are mounted (one rich-text editor at a time); the form keeps every language's values and
 * validates them all, and a tab with a problem is marked (the Korean tab by `fields`, the Korean field names it holds).
 */
export function LocalizedTabs({
  fields = [],
  children,
}: {
  fields?: readonly string[];
  children: (source: LocalizedSource, locale: Locale, label: FieldLabel) => ReactNode;
}) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { errors } = useFormState();
  const [current, setCurrent] = useState<Locale>('ko');
  const id = useId();
  const label = (field: string) => `resources.${resource ?? ''}.fields.${field}`;
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Tabs
        value={current}
        onChange={(_, next: Locale) => setCurrent(next)}
        aria-label={translate('console.localized.tabs')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {LOCALES.map((locale) => {
          const wrong = hasErrors(errors, fields, locale);
          return (
            <Tab
              key={locale}
              value={locale}
              id={`${id}-tab-${locale}`}
              aria-controls={`${id}-panel`}
              label={translate(`console.localized.${locale}`) + (wrong ? ' ⚠' : '')}
              title={wrong ? translate('console.localized.hasError') : undefined}
              sx={{ textTransform: 'none', ...(wrong ? { color: 'error.main' } : {}) }}
            />
          );
        })}
      </Tabs>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current}`}>
        {current !== 'ko' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('console.localized.optional')}
          </Alert>
        )}
        {/* keyed: each language's inputs are its own (an editor keeps no text of another tab) */}
        <Box key={current}>
          {children(
            (field, korean = field) => (current === 'ko' ? korean : localizedSource(field, current)),
            current,
            label,
          )}
        </Box>
      </div>
    </Box>
  );
}
