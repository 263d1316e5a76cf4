import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { files } from '#server/db/schema/index.ts';
import { contentDisposition, fileRefs, storeUpload } from '#server/services/files.ts';
import { createTestApp } from '../helpers/app.ts';
import type { TestApp } from '../helpers/app.ts';

const MAX = 64 * 1024;

/** A route of this test only: one `upload` part through storeUpload (pdf, xlsx, png up to 64 kB). */
function uploadRoute(app: FastifyInstance) {
  app.post(
    '/api/test/upload',
    {
      // a route takes multipart only when its docs say so (server/plugins/docs.ts)
      config: { multipart: { files: { upload: { description: 'pdf, xlsx or png' } } } },
      schema: {
        querystring: z.object({
          visibility: z.enum(['public', 'private']).default('public'),
          partLimit: z.coerce.number().int().optional(),
        }),
      },
    },
    async (request, reply) => {
      const { visibility, partLimit } = request.query as {
        visibility: 'public' | 'private';
        partLimit?: number;
      };
      const part = await request.file(partLimit ? { limits: { fileSize: partLimit } } : {});
      if (!part) return reply.code(400).send();
      const file = await storeUpload(app, part, {
        allowed: ['pdf', 'xlsx', 'png'],
        maxBytes: MAX,
        visibility,
      });
      return reply.code(201).send({ file });
    },
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { beforeReady: uploadRoute });
});
afterAll(() => t.close());

function pdf(size = 600): Buffer {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

/** multipart/form-data with one file part; the file name is sent as raw UTF-8 like browsers do. */
function multipart(filename: string, content: Buffer, field = 'upload') {
  const boundary = '----cnhTestBoundary7MA4YWxkTrZu0gW';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
      'utf8',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(filename: string, content: Buffer, query = '') {
  const body = multipart(filename, content);
  return t.app.inject({ method: 'POST', url: `/api/test/upload${query}`, ...body });
}

async function fileRowCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(files);
  return row?.n ?? -1;
}

async function diskFiles(): Promise<string[]> {
  const entries = await readdir(join(t.config.dataDir, 'files'), { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('storeUpload', () => {
  it('stores a PDF with its Korean name and serves it as an attachment with an RFC 5987 name', async () => {
    const content = pdf(2000);
    const res = await upload('2025년 1차 모집공고(최종).pdf', content);
    expect(res.statusCode).toBe(201);
    const { file } = res.json();
    expect(file).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: '2025년 1차 모집공고(최종).pdf',
      size: 2000,
      type: 'application/pdf',
      url: `/api/v1/files/${file._id}`,
    });

    const download = await t.app.inject({ method: 'GET', url: file.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe('2000');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="download.pdf"; filename*=UTF-8''2025%EB%85%84%201%EC%B0%A8%20%EB%AA%A8%EC%A7%91%EA%B3%B5%EA%B3%A0%28%EC%B5%9C%EC%A2%85%29.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(await fileRefs(t.db, [file._id])).toEqual([file]);
  });

  it('normalizes a decomposed (macOS) Korean name to NFC', async () => {
    const nfd = '입주신청서.xlsx'.normalize('NFD');
    const xlsx = (await t.app.inject({ method: 'GET', url: '/api/v1/center/notifications' })).json();
    expect(xlsx.total).toBeGreaterThan(0);
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200)]);
    const res = await upload(nfd, zip);
    // a bare zip header is accepted for .xlsx (Office files are zip archives)
    expect(res.statusCode).toBe(201);
    expect(res.json().file.name).toBe('입주신청서.xlsx');
  });

  it('refuses content that does not match the extension with 415, leaving nothing behind', async () => {
    const rowsBefore = await fileRowCount();
    const disk = await diskFiles();
    const fake = await upload(
      '모집공고.pdf',
      Buffer.from('MZ\x90\x00 this is an executable'.repeat(50), 'latin1'),
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({ message: '허용되지 않는 파일 형식입니다', code: 'unsupportedFileType' });
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    expect((await upload('image.pdf', png)).statusCode).toBe(415);
    expect((await upload('setup.exe', pdf())).statusCode).toBe(415);
    expect((await upload('no-extension', pdf())).statusCode).toBe(415);
    expect((await upload('empty.pdf', Buffer.alloc(0))).statusCode).toBe(415);
    expect(await fileRowCount()).toBe(rowsBefore);
    expect(await diskFiles()).toEqual(disk);
  });

  it('refuses a file over maxBytes with 413, leaving no row, no file and no partial file', async () => {
    const rowsBefore = await fileRowCount();
    const disk = await diskFiles();
    const res = await upload('큰파일.pdf', pdf(MAX + 1), '?visibility=public');
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('fileTooLarge');
    expect((await upload('꼭맞는파일.pdf', pdf(MAX))).statusCode).toBe(201);
    expect(await fileRowCount()).toBe(rowsBefore + 1);
    expect((await diskFiles()).length).toBe(disk.length + 1);
    expect((await diskFiles()).some((f) => f.endsWith('.part'))).toBe(false);
  });

  it('refuses a file the multipart limit truncated with 413 and removes it', async () => {
    const rowsBefore = await fileRowCount();
    const disk = await diskFiles();
    const res = await upload('잘린파일.pdf', pdf(20_000), '?partLimit=10000');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: '파일 용량이 허용된 크기를 초과했습니다', code: 'fileTooLarge' });
    expect(await fileRowCount()).toBe(rowsBefore);
    expect(await diskFiles()).toEqual(disk);
  });
});

describe('GET /api/v1/files/{_id}', () => {
  it('never serves a private file', async () => {
    const res = await upload(
      '신분증.png',
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      '?visibility=private',
    );
    expect(res.statusCode).toBe(201);
    const { file } = res.json();
    const [row] = await t.db.select().from(files).where(eq(files.id, file._id));
    expect(row?.visibility).toBe('private');
    const download = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { 'accept-language': 'en' },
    });
    expect(download.statusCode).toBe(404);
    expect(download.json()).toEqual({ message: 'The requested item was not found.', code: 'notFound' });
  });

  it('answers 404 for unknown and malformed ids and for bytes missing from storage', async () => {
    expect(
      (await t.app.inject({ url: '/api/v1/files/7d0f4a8e-3c1b-4e7a-9f2d-1b2c3d4e5f60' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/files/not-a-uuid' })).statusCode).toBe(404);
    const { file } = (await upload('사라질파일.pdf', pdf())).json();
    const [row] = await t.db.select().from(files).where(eq(files.id, file._id));
    await rm(join(t.config.dataDir, 'files', row!.storageKey));
    expect((await t.app.inject({ url: file.url })).statusCode).toBe(404);
  });

  it('serves the seeded attachments', async () => {
    const seeded = await t.db.select().from(files).where(eq(files.name, '1차_입주자_모집공고.pdf'));
    const res = await t.app.inject({ url: `/api/v1/files/${seeded[0]!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString()).toBe('%%EOF\n');
  });
});

describe('contentDisposition', () => {
  it('keeps an ASCII name as the fallback and encodes RFC 5987 specials', () => {
    expect(contentDisposition('notice.pdf')).toBe(
      `attachment; filename="notice.pdf"; filename*=UTF-8''notice.pdf`,
    );
    expect(contentDisposition(`it's (final) "v2" *.pdf`)).toBe(
      `attachment; filename="it's (final) _v2_ *.pdf"; filename*=UTF-8''it%27s%20%28final%29%20%22v2%22%20%2A.pdf`,
    );
    expect(contentDisposition('서식.xlsx')).toBe(
      `attachment; filename="download.xlsx"; filename*=UTF-8''%EC%84%9C%EC%8B%9D.xlsx`,
    );
  });
});
