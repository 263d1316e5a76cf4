import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  agendaFeeds,
  matchingMessages,
  memberProfiles,
  productImages,
  products,
  refreshTokens,
  users,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { releaseFiles } from '../files.ts';
import { eraseMemberConsultations } from '../consultations/member.ts';
import { closeAllOf } from '../matching/offers.ts';
import { findMember } from './dto.ts';

const DEFAULT_REASON = '회원 탈퇴';

/**
 * `POST /api/v1/me/withdraw` (docs/decisions/0008-matching.md § Members): the member's open offers and
 * meetings are closed with the counterparts told, products and files deleted, personal data erased, every
 * login revoked and the username freed. The company name stays on past matchings so the counterparts' history
 * still reads. Returns the e-mails to deliver.
 */
export async function withdrawMember(
  app: FastifyInstance,
  userId: string,
  input: { password: string; reason: string },
): Promise<string[]> {
  const member = await findMember(app.db, userId);
  if (!member) throw new HttpError(404, 'notFound');
  if (!(await verifyPassword(member.user.passwordHash, input.password))) {
    throw new HttpError(400, 'wrongPassword', { password: 'wrongPassword' });
  }
  const outboxIds = await closeAllOf(app.db, { config: app.config }, userId, input.reason || DEFAULT_REASON);

  const productRows = await app.db
    .select({ id: products.id, thumb: products.thumbFileId })
    .from(products)
    .where(eq(products.sellerId, userId));
  const imageRows = productRows.length
    ? await app.db
        .select({ fileId: productImages.fileId, productId: productImages.productId })
        .from(productImages)
        .innerJoin(products, eq(products.id, productImages.productId))
        .where(eq(products.sellerId, userId))
    : [];
  const p = member.profile;
  const fileIds = [
    ...productRows.flatMap((r) => (r.thumb ? [r.thumb] : [])),
    ...imageRows.map((r) => r.fileId),
    ...[p.logoFileId, p.photoFileId, p.businessRegistrationFileId, p.introductionFileId].filter(
      (id): id is string => Boolean(id),
    ),
  ];
  const unusable = await hashPassword(randomUUID());
  await app.db.transaction(async (tx) => {
    // consultations hold the member's questions and files (docs/decisions/0025-expert-consultations.md)
    fileIds.push(...(await eraseMemberConsultations(tx, userId)));
    await tx.delete(products).where(eq(products.sellerId, userId));
    await tx
      .update(users)
      .set({
        username: `withdrawn-${randomUUID()}`,
        passwordHash: unusable,
        name: null,
        email: null,
        phone: null,
        locked: true,
      })
      .where(eq(users.id, userId));
    await tx
      .update(memberProfiles)
      .set({
        representative: '',
        businessNumber: '',
        address: '',
        homepage: '',
        introduction: '',
        logoFileId: null,
        photoFileId: null,
        businessRegistrationFileId: null,
        introductionFileId: null,
        companySize: null,
        marketsSought: [],
        languages: [],
        withdrawnAt: new Date(),
      })
      .where(eq(memberProfiles.userId, userId));
    // what the member wrote to counterparts is their personal data too
    // (docs/decisions/0026-matching-for-a-large-fair.md § Messages)
    await tx.delete(matchingMessages).where(eq(matchingMessages.senderId, userId));
    await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
    // a calendar feed URL must not outlive the account (docs/decisions/0039-agenda-feed-and-reschedule.md)
    await tx.delete(agendaFeeds).where(eq(agendaFeeds.userId, userId));
  });
  await releaseFiles(app, fileIds);
  return outboxIds;
}
