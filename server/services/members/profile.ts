import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CompanySize } from '#domain/schemas/buyerProfile.ts';
import type { FileRef } from '#domain/schemas/file.ts';
import type { Me, MemberJoin, MemberUpdate } from '#domain/schemas/member.ts';
import { memberProfiles, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { releaseFiles } from '../files.ts';
import { findMember, loadMe } from './dto.ts';

/** The profile fields every member writes alike, on joining and in `PUT /api/v1/me`. */
export function commonProfileValues(input: MemberJoin | MemberUpdate) {
  const { companyName, companyNameEn, industry, homepage, address, introduction, timeZone } = input;
  return { companyName, companyNameEn, industry, homepage, address, introduction, timeZone };
}

/** A buyer's profile fields (a seller's markets and languages) as given; an absent one keeps what is stored. */
export function buyerProfileValues(input: {
  companySize?: CompanySize | null | undefined;
  marketsSought?: string[] | undefined;
  languages?: string[] | undefined;
}) {
  return {
    ...(input.companySize !== undefined ? { companySize: input.companySize } : {}),
    ...(input.marketsSought !== undefined ? { marketsSought: input.marketsSought } : {}),
    ...(input.languages !== undefined ? { languages: input.languages } : {}),
  };
}

/**
 * `PUT /api/v1/me`: profile fields; a new password needs the current one and ends every login of the
 * account (`passwordChanged`: the route starts a fresh one for the member who changed it).
 */
export async function updateMe(
  app: FastifyInstance,
  userId: string,
  input: MemberUpdate,
): Promise<{ me: Me; passwordChanged: boolean }> {
  const member = await findMember(app.db, userId);
  if (!member) throw new HttpError(404, 'notFound');
  let passwordHash: string | undefined;
  if (input.newPassword) {
    if (!(await verifyPassword(member.user.passwordHash, input.password ?? ''))) {
      throw new HttpError(400, 'wrongPassword', { password: 'wrongPassword' });
    }
    passwordHash = await hashPassword(input.newPassword);
  }
  const seller = member.user.type === 'COMPANY';
  await app.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        name: input.name,
        email: input.email,
        phone: input.phone,
        ...(passwordHash ? { passwordHash } : {}),
      })
      .where(eq(users.id, userId));
    await tx
      .update(memberProfiles)
      .set({
        ...commonProfileValues(input),
        ...(input.birthday !== undefined ? { birthday: input.birthday } : {}),
        // a changed address is no longer the one that was proved
        ...(input.email.toLowerCase() !== (member.user.email ?? '').toLowerCase()
          ? { emailVerifiedAt: null }
          : {}),
        ...(seller
          ? {
              ...(input.representative !== undefined ? { representative: input.representative } : {}),
              ...(input.businessNumber !== undefined ? { businessNumber: input.businessNumber } : {}),
              ...(input.award !== undefined ? { award: input.award } : {}),
              ...(input.awardYear !== undefined ? { awardYear: input.awardYear } : {}),
              // export markets and meeting languages (no company size)
              ...buyerProfileValues({ marketsSought: input.marketsSought, languages: input.languages }),
            }
          : {
              ...(input.country !== undefined ? { country: input.country } : {}),
              ...buyerProfileValues(input),
            }),
      })
      .where(eq(memberProfiles.userId, userId));
    if (passwordHash) await revokeUserSessions(tx, userId);
  });
  return { me: (await loadMe(app.db, userId))!, passwordChanged: Boolean(passwordHash) };
}

export const PROFILE_FILE_COLUMNS = {
  logo: 'logoFileId',
  photo: 'photoFileId',
  introduction: 'introductionFileId',
} as const;
export type ProfileFile = keyof typeof PROFILE_FILE_COLUMNS;

/** Replaces (or with null removes) one of the member's files; the old file is deleted. */
export async function setProfileFile(
  app: FastifyInstance,
  userId: string,
  which: ProfileFile,
  file: FileRef | null,
): Promise<void> {
  const member = await findMember(app.db, userId);
  if (!member) {
    if (file) await releaseFiles(app, [file._id]);
    throw new HttpError(404, 'notFound');
  }
  const column = PROFILE_FILE_COLUMNS[which];
  const old = member.profile[column];
  await app.db
    .update(memberProfiles)
    .set({ [column]: file?._id ?? null })
    .where(eq(memberProfiles.userId, userId));
  if (old && old !== file?._id) await releaseFiles(app, [old]);
}
