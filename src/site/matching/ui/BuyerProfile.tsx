import { HTML_LANG, type Locale } from '#domain/locale.ts';
import type { BuyerProfile as Profile } from '#domain/schemas/buyerProfile.ts';
import { Written } from '../../i18n.tsx';
import { useMatchingI18n } from '../i18n.ts';

/** A code's name in the page's language (`fr` → French, `FR` → France); the code when the browser has none. */
export function displayName(locale: Locale, type: 'language' | 'region', code: string): string {
  try {
    return new Intl.DisplayNames([HTML_LANG[locale]], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Only http(s) addresses become links: a profile must not smuggle in a javascript: URL. */
const safeUrl = (url: string) => (/^https?:\/\/[^\s]+$/i.test(url.trim()) ? url.trim() : null);

/**
 * What a seller reads about a buyer before accepting (docs/decisions/0026-matching-for-a-large-fair.md): the
 * offer card and the fair's buyers list show it alike. No phone or e-mail: those come with a confirmed
 * meeting only.
 */
export function BuyerProfile({ profile, titleId }: { profile: Profile; titleId?: string }) {
  const { t, locale } = useMatchingI18n();
  const website = safeUrl(profile.homepage);
  const rows: [string, React.ReactNode][] = [
    [t('mt.buyer.country'), profile.country ? displayName(locale, 'region', profile.country) : ''],
    [t('mt.buyer.industry'), profile.industry && <Written text={profile.industry} />],
    [t('mt.buyer.size'), profile.companySize ? t(`mt.buyer.size.${profile.companySize}`) : ''],
    [
      t('mt.buyer.markets'),
      profile.marketsSought.length > 0 && <Written text={profile.marketsSought.join(', ')} />,
    ],
    [
      t('mt.buyer.languages'),
      profile.languages.map((code) => displayName(locale, 'language', code)).join(', '),
    ],
    [
      t('mt.buyer.website'),
      website && (
        <a href={website} target="_blank" rel="noopener noreferrer nofollow">
          {website}
        </a>
      ),
    ],
  ];
  return (
    <dl className="buyer-profile" aria-labelledby={titleId}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || <span className="muted">{t('mt.buyer.none')}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
