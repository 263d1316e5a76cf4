import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/index.ts';
import { settings } from '../db/schema/index.ts';

/** 0003 Setting: the footer and site-wide switches, stored under the settings key `site`. */
export const settingSchema = z.object({
  companyName: z.string(),
  representative: z.string(),
  email: z.string(),
  phone: z.string(),
  businessNumber: z.string(),
  address: z.string(),
  copyright: z.string(),
  social: z.object({ blog: z.string(), youtube: z.string(), facebook: z.string(), instagram: z.string() }),
  surveyUrl: z.string(),
  copyProtection: z.boolean(),
});
export type Setting = z.infer<typeof settingSchema>;

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
