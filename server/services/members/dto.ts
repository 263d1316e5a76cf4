import { eq } from 'drizzle-orm';
import type { FileRef } from '#domain/schemas/file.ts';
import type { Me } from '#domain/schemas/member.ts';
import type { Db } from '../../db/index.ts';
import { memberProfiles, users } from '../../db/schema/index.ts';
import { fileRefs } from '../files.ts';

/** A member's record and the file refs other answers carry (the answers: domain/schemas/member.ts). */

export type ProfileRow = typeof memberProfiles.$inferSelect;

/** The file refs of several optional ids, keyed by id. */
export async function filesById(db: Db, ids: readonly (string | null)[]): Promise<Map<string, FileRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const refs = await fileRefs(db, wanted);
  return new Map(refs.map((ref) => [ref._id, ref]));
}

export const refOf = (map: Map<string, FileRef>, id: string | null): FileRef | null =>
  (id && map.get(id)) || null;

/** A member's row and profile; null for managers, unknown ids and withdrawn members. */
export async function findMember(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, profile: memberProfiles })
    .from(users)
    .innerJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row || row.profile.withdrawnAt || row.user.type === 'MANAGER') return null;
  return row;
}

export async function loadMe(db: Db, userId: string): Promise<Me | null> {
  const row = await findMember(db, userId);
  if (!row) return null;
  const { user, profile } = row;
  const refs = await filesById(db, [
    profile.logoFileId,
    profile.photoFileId,
    profile.businessRegistrationFileId,
    profile.introductionFileId,
  ]);
  const registration = refOf(refs, profile.businessRegistrationFileId);
  return {
    _id: user.id,
    username: user.username,
    type: user.type === 'COMPANY' ? 'COMPANY' : 'PERSON',
    name: user.name ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    status: profile.status,
    rejectReason: profile.rejectReason,
    emailVerified: profile.emailVerifiedAt !== null,
    profile: {
      companyName: profile.companyName,
      companyNameEn: profile.companyNameEn,
      representative: profile.representative,
      businessNumber: profile.businessNumber,
      award: profile.award,
      awardYear: profile.awardYear,
      industry: profile.industry,
      country: profile.country,
      homepage: profile.homepage,
      address: profile.address,
      introduction: profile.introduction,
      timeZone: profile.timeZone,
      companySize: profile.companySize,
      marketsSought: profile.marketsSought,
      languages: profile.languages,
      birthday: profile.birthday,
      logo: refOf(refs, profile.logoFileId),
      photo: refOf(refs, profile.photoFileId),
      // private: its URL would not open, so the owner sees only that it is there
      businessRegistration: registration ? { ...registration, url: '' } : null,
      introductionFile: refOf(refs, profile.introductionFileId),
    },
    createdAt: user.createdAt.toISOString(),
  };
}
