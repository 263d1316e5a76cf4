import { eq } from 'drizzle-orm';
import { settingSchema, type Setting } from '../../domain/schemas/setting.ts';
import type { Db } from '../db/index.ts';
import { settings } from '../db/schema/index.ts';

/** 0003 Setting (domain/schemas/setting.ts): the footer and site-wide switches, under the settings key `site`. */
export { settingSchema, type Setting };

export const SITE_SETTING_KEY = 'site';

export const EMPTY_SETTING: Setting = {
  companyName: '',
  representative: '',
  email: '',
  phone: '',
  businessNumber: '',
  address: '',
  copyright: '',
  social: { blog: '', youtube: '', facebook: '', instagram: '' },
  surveyUrl: '',
  copyProtection: true,
};

/** The stored setting over the defaults, so a field added later never reaches the client missing. */
export async function getSetting(db: Db): Promise<Setting> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SITE_SETTING_KEY)).limit(1);
  const stored = (row?.value ?? {}) as Partial<Setting>;
  return {
    ...EMPTY_SETTING,
    ...stored,
    social: { ...EMPTY_SETTING.social, ...stored.social },
  };
}

export async function saveSetting(db: Db, setting: Setting): Promise<void> {
  await db
    .insert(settings)
    .values({ key: SITE_SETTING_KEY, value: setting })
    .onConflictDoUpdate({ target: settings.key, set: { value: setting, updatedAt: new Date() } });
}
