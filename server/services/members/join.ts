import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FileRef } from '#domain/schemas/file.ts';
import { memberJoinSchema, type Me, type MemberJoin } from '#domain/schemas/member.ts';
import { memberProfiles } from '../../db/schema/index.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { createUser } from '../auth/users.ts';
import { releaseFiles, storeUpload } from '../files.ts';
import { certifiedEmail } from './certify.ts';
import { loadMe } from './dto.ts';
import { buyerProfileValues, commonProfileValues } from './profile.ts';
import { UPLOAD_RULES } from './uploads.ts';
import { invalidInput } from './validation.ts';
import { issueSignupCoupons } from '../loyalty/coupons.ts';

/** The file fields of the join form and what each accepts. */
const JOIN_FILES = {
  businessRegistration: UPLOAD_RULES.businessRegistration,
  logo: UPLOAD_RULES.image,
  photo: UPLOAD_RULES.image,
} as const;
type JoinFile = keyof typeof JOIN_FILES;

const isJoinFile = (name: string): name is JoinFile => Object.hasOwn(JOIN_FILES, name);

/**
 * Reads a join request: multipart (text fields + files, streamed to storage as they come) or JSON
 * (a buyer without files). Files are stored before the fields are judged, so a refused join deletes
 * them again: nothing of a refused join stays.
 */
async function readJoin(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; files: Partial<Record<JoinFile, FileRef>> }> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, unknown>, files: {} };
  const fields: Record<string, unknown> = {};
  const files: Partial<Record<JoinFile, FileRef>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      const file = part as MultipartFile;
      if (!isJoinFile(file.fieldname) || files[file.fieldname]) {
        for await (const chunk of file.file) void chunk;
        continue;
      }
      files[file.fieldname] = await storeUpload(app, file, JOIN_FILES[file.fieldname]);
    }
  } catch (error) {
    await releaseFiles(
      app,
      Object.values(files).map((f) => f._id),
    );
    throw error;
  }
  return { fields, files };
}

async function insertMember(
  db: Db,
  input: MemberJoin,
  files: Partial<Record<JoinFile, FileRef>>,
): Promise<string> {
  return db.transaction(async (tx) => {
    let emailVerifiedAt: Date | null = null;
    if (input.certification) {
      const email = await certifiedEmail(tx, input.certification, true);
      if (email !== input.email.toLowerCase()) {
        throw new HttpError(400, 'certificationRequired', { certification: 'certificationRequired' });
      }
      emailVerifiedAt = new Date();
    }
    const user = await createUser(tx as unknown as Db, {
      username: input.username,
      password: input.password,
      subPassword: null,
      type: input.type,
      scope: [],
      name: input.name,
      email: input.email,
      phone: input.phone,
    });
    if (!user) throw new HttpError(409, 'usernameTaken', { username: 'usernameTaken' });
    const seller = input.type === 'COMPANY' ? input : null;
    await tx.insert(memberProfiles).values({
      userId: user.id,
      ...commonProfileValues(input),
      representative: seller?.representative ?? '',
      businessNumber: seller?.businessNumber ?? '',
      award: seller?.award ?? null,
      awardYear: seller?.awardYear ?? null,
      country: input.type === 'PERSON' ? input.country : '',
      ...buyerProfileValues(input),
      businessRegistrationFileId: files.businessRegistration?._id ?? null,
      logoFileId: files.logo?._id ?? null,
      photoFileId: files.photo?._id ?? null,
      // buyers take part at once; sellers wait for a manager (docs/decisions/0008-matching.md § Members)
      status: input.type === 'COMPANY' ? 'PENDING' : 'APPROVED',
      approvedAt: input.type === 'COMPANY' ? null : new Date(),
      emailVerifiedAt,
    });
    // the sign-up coupons (docs/decisions/0041-loyalty-points-coupons-levels.md)
    await issueSignupCoupons(tx as unknown as Db, user.id);
    return user.id;
  });
}

/** `POST /api/v1/users`: a new seller or buyer. */
export async function joinMember(app: FastifyInstance, request: FastifyRequest): Promise<Me> {
  const { fields, files } = await readJoin(app, request);
  const stored = Object.values(files).map((f) => f._id);
  try {
    const parsed = memberJoinSchema.safeParse(fields);
    if (!parsed.success) throw invalidInput(parsed.error);
    if (parsed.data.type === 'COMPANY' && !files.businessRegistration) {
      throw new HttpError(400, 'invalidInput', { businessRegistration: 'businessRegistrationRequired' });
    }
    const id = await insertMember(app.db, parsed.data, files);
    const me = await loadMe(app.db, id);
    if (!me) throw new Error('member vanished');
    return me;
  } catch (error) {
    await releaseFiles(app, stored);
    throw error;
  }
}
