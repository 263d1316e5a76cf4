import { eq } from 'drizzle-orm';
import type { Locale } from '#domain/locale.ts';
import { localize } from '#domain/localized.ts';
import type { PublicSetting, Setting } from '#domain/schemas/setting.ts';
import type { Db } from '../db/index.ts';
import { settings } from '../db/schema/index.ts';

/**
 * docs/decisions/0003-api-contract.md Setting (domain/schemas/setting.ts): the operator's footer details,
 * site-wide switches and the complex's facts, under the settings key `site`.
 */
export const SITE_SETTING_KEY = 'site';

/** A database seeded before the complex facts existed shows none until a manager enters them. */
export const EMPTY_SETTING: Setting = {
  companyName: '',
  representative: '',
  email: '',
  phone: '',
  businessNumber: '',
  mailOrderNumber: '',
  address: '',
  copyright: '',
  translations: {},
  social: { blog: '', youtube: '', facebook: '', instagram: '' },
  surveyUrl: '',
  copyProtection: true,
  complex: {
    name: '',
    address: '',
    stations: [],
    lat: 0,
    lng: 0,
    officePhone: '',
    officeHours: '',
    translations: {},
  },
};

/** The stored setting over the defaults, so a field added later never reaches the client missing. */
export async function getSetting(db: Db): Promise<Setting> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SITE_SETTING_KEY)).limit(1);
  const stored = (row?.value ?? {}) as Partial<Setting>;
  return {
    ...EMPTY_SETTING,
    ...stored,
    social: { ...EMPTY_SETTING.social, ...stored.social },
    complex: { ...EMPTY_SETTING.complex, ...stored.complex },
  };
}

export async function saveSetting(db: Db, setting: Setting): Promise<void> {
  await db
    .insert(settings)
    .values({ key: SITE_SETTING_KEY, value: setting })
    .onConflictDoUpdate({ target: settings.key, set: { value: setting, updatedAt: new Date() } });
}

/** The setting as the public reads it: each text in `locale` where written, else Korean, with `lang`. */
export function publicSetting(
  setting: Setting,
  locale: Locale,
  paymentProvider: PublicSetting['paymentProvider'],
): PublicSetting {
  const { translations, complex, ...rest } = setting;
  const footer = localize(
    {
      companyName: setting.companyName,
      representative: setting.representative,
      address: setting.address,
      copyright: setting.copyright,
    },
    translations,
    locale,
  );
  const facts = localize(
    { name: complex.name, address: complex.address, officeHours: complex.officeHours },
    complex.translations,
    locale,
  );
  return {
    ...rest,
    ...footer.texts,
    lang: footer.lang,
    paymentProvider,
    complex: {
      lat: complex.lat,
      lng: complex.lng,
      officePhone: complex.officePhone,
      ...facts.texts,
      lang: facts.lang,
      stations: complex.stations.map(({ translations: stationTexts, ...station }) => {
        const named = localize({ name: station.name, line: station.line }, stationTexts, locale);
        return { ...station, ...named.texts, lang: named.lang };
      }),
    },
  };
}
