import { constants, createPublicKey, publicEncrypt, type JsonWebKey } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Scope } from '#domain/scopes.ts';
import type { UserType } from '#server/db/schema/auth.ts';
import { createUser, type UserRow } from '#server/services/auth/users.ts';

/** `Authorization: Basic …` for a login: "username:password" encrypted like src/api/loginPair.ts does. */
export async function encryptPair(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/key' });
  if (res.statusCode !== 200) throw new Error(`GET /api/auth/key → ${res.statusCode}`);
  const { key } = res.json<{ key: JsonWebKey }>();
  const publicKey = createPublicKey({ key, format: 'jwk' });
  const cipher = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(`${username}:${password}`, 'utf8'),
  );
  return cipher.toString('base64');
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** Logs in through the API; throws with the answer when it is not 200. */
export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  options: { ip?: string } = {},
): Promise<TokenPair> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/auth/refreshToken',
    headers: { authorization: `Basic ${await encryptPair(app, username, password)}` },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`login ${username} → ${res.statusCode} ${res.body}`);
  return res.json<TokenPair>();
}

/** Inserts an account directly (hashed like a real one): a MANAGER unless `type` says otherwise. */
export async function createManager(
  app: FastifyInstance,
  user: { username: string; password: string; scope?: Scope[]; type?: UserType; subPassword?: string },
): Promise<UserRow> {
  const created = await createUser(app.db, {
    username: user.username,
    password: user.password,
    type: user.type ?? 'MANAGER',
    scope: user.scope ?? ['manager'],
    ...(user.subPassword ? { subPassword: user.subPassword } : {}),
  });
  if (!created) throw new Error(`user ${user.username} exists`);
  return created;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** One JSON call as `token` (or nobody), in `lang`: the API tests' usual request. */
export function callAs(
  app: FastifyInstance,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  lang = 'ko',
) {
  return app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
}

export interface UploadPart {
  field: string;
  filename: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data body for `app.inject` (light-my-request takes a Buffer and the header). */
export function multipart(parts: UploadPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest PDF file-type recognises as one. */
export function minimalPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
      'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

/** A 1×1 PNG. */
export function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
}
