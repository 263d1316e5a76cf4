import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '#server/db/schema/index.ts';
import { minimalPdf, tinyPng } from '../helpers/auth.ts';
import {
  applicationBody,
  useOpenRoundTestApp,
  documentForm,
  person,
  submit,
  uploadDocument,
  withToken,
} from './application-helpers.ts';

const t = useOpenRoundTestApp();

async function newApplication(): Promise<{ id: string; token: string }> {
  const res = await submit(t.app, applicationBody(t.scheduleId, person()));
  expect(res.statusCode).toBe(201);
  const { application, applicantToken } = res.json();
  return { id: application._id, token: applicantToken };
}

async function diskFiles(): Promise<string[]> {
  const root = join(t.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function fileRows(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(files);
  return row?.n ?? -1;
}

const PDF = minimalPdf();
const JPG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(200),
]);
const XLSX = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(300)]);

describe('POST /api/v1/application/{_id}/upload', () => {
  it('stores a document with its Korean name and serves it back with an RFC 5987 name', async () => {
    const { id, token } = await newApplication();
    const res = await uploadDocument(
      t.app,
      id,
      token,
      documentForm('residentRegistration', { filename: '주민등록등본(2025).pdf', content: PDF }),
    );
    expect(res.statusCode).toBe(201);
    const { file } = res.json();
    expect(file).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'residentRegistration',
      filename: '주민등록등본(2025).pdf',
      size: PDF.length,
      type: 'application/pdf',
      url: `/api/v1/application/${id}/files/${file._id}`,
    });

    const download = await t.app.inject({ url: file.url, headers: withToken(token) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="download.pdf"; filename*=UTF-8''%EC%A3%BC%EB%AF%BC%EB%93%B1%EB%A1%9D%EB%93%B1%EB%B3%B8%282025%29.pdf`,
    );
    expect(download.rawPayload.equals(PDF)).toBe(true);

    // private: never through the public files route, never without the proof
    expect((await t.app.inject({ url: `/api/v1/files/${file._id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: file.url })).statusCode).toBe(403);
    const other = await newApplication();
    expect((await t.app.inject({ url: file.url, headers: withToken(other.token) })).statusCode).toBe(404);

    const read = await t.app.inject({ url: `/api/v1/application/${id}`, headers: withToken(token) });
    expect(read.json().application.files).toEqual({ residentRegistration: file });
  });

  it('keeps random storage names on disk, never the original name', async () => {
    const { id, token } = await newApplication();
    await uploadDocument(
      t.app,
      id,
      token,
      documentForm('income', { filename: '소득금액증명.pdf', content: PDF }),
    );
    const names = await diskFiles();
    expect(names.some((n) => n.includes('소득'))).toBe(false);
    expect(names.every((n) => /\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}\.[a-z]+$/.test(n))).toBe(true);
  });

  it('accepts xlsx, jpg and png, a decomposed (macOS) name, and the file before the name', async () => {
    const { id, token } = await newApplication();
    const xlsx = await uploadDocument(
      t.app,
      id,
      token,
      documentForm('asset', { filename: '자산내역.xlsx'.normalize('NFD'), content: XLSX }),
    );
    expect(xlsx.statusCode).toBe(201);
    expect(xlsx.json().file.filename).toBe('자산내역.xlsx');
    const jpg = await uploadDocument(
      t.app,
      id,
      token,
      documentForm('car', { filename: '자동차등록증.jpg', content: JPG }, 'file-first'),
    );
    expect(jpg.statusCode).toBe(201);
    expect(jpg.json().file).toMatchObject({ name: 'car', type: 'image/jpeg' });
    const png = await uploadDocument(
      t.app,
      id,
      token,
      documentForm('other', { filename: '기타.png', content: tinyPng() }),
    );
    expect(png.json().file.type).toBe('image/png');
  });

  it('replaces a document uploaded again under the same key, removing the old bytes', async () => {
    const { id, token } = await newApplication();
    const form = () => documentForm('familyRelation', { filename: '가족관계증명서.pdf', content: PDF });
    const first = (await uploadDocument(t.app, id, token, form())).json().file;
    const disk = (await diskFiles()).length;
    const rows = await fileRows();
    const second = (await uploadDocument(t.app, id, token, form())).json().file;
    expect(second._id).not.toBe(first._id);
    expect((await diskFiles()).length).toBe(disk);
    expect(await fileRows()).toBe(rows);
    expect(await t.db.select().from(files).where(eq(files.id, first._id))).toHaveLength(0);
  });

  it('refuses content that is not what its name says with 415, leaving nothing behind', async () => {
    const { id, token } = await newApplication();
    const disk = await diskFiles();
    const rows = await fileRows();
    const exe = Buffer.from('MZ\x90\x00 not a pdf at all'.repeat(40), 'latin1');
    const cases = [
      documentForm('other', { filename: '신청서.pdf', content: exe }),
      documentForm('other', { filename: '사진.jpg', content: PDF }),
      documentForm('other', { filename: '한글문서.hwp', content: PDF }),
      documentForm('other', { filename: '문서.docx', content: XLSX }),
      documentForm('other', { filename: '확장자없음', content: PDF }),
    ];
    for (const form of cases) {
      const res = await uploadDocument(t.app, id, token, form, 'en');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ code: 'unsupportedFileType', message: 'This file type is not allowed.' });
    }
    expect(await diskFiles()).toEqual(disk);
    expect(await fileRows()).toBe(rows);
  });

  it('takes exactly 50 MB and refuses one byte more with 413, leaving nothing behind', async () => {
    const { id, token } = await newApplication();
    const limit = 50 * 1024 * 1024;
    const big = Buffer.alloc(limit + 1, 0x20);
    PDF.copy(big);
    const disk = await diskFiles();
    const rows = await fileRows();
    const tooBig = await uploadDocument(
      t.app,
      id,
      token,
      documentForm('income', { filename: '큰파일.pdf', content: big }),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('fileTooLarge');
    expect(await diskFiles()).toEqual(disk);
    expect(await fileRows()).toBe(rows);

    const exact = await uploadDocument(
      t.app,
      id,
      token,
      documentForm('income', { filename: '꼭맞는파일.pdf', content: big.subarray(0, limit) }),
    );
    expect(exact.statusCode).toBe(201);
    expect(exact.json().file.size).toBe(limit);
  }, 60_000);

  it('needs a valid document key and a file', async () => {
    const { id, token } = await newApplication();
    const disk = await diskFiles();
    const badKey = await uploadDocument(
      t.app,
      id,
      token,
      documentForm('../etc', { filename: 'a.pdf', content: PDF }),
    );
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().code).toBe('documentNameInvalid');
    const keyAfter = await uploadDocument(
      t.app,
      id,
      token,
      documentForm('나쁜키', { filename: 'a.pdf', content: PDF }, 'file-first'),
    );
    expect(keyAfter.statusCode).toBe(400);
    const noKey = await uploadDocument(
      t.app,
      id,
      token,
      documentForm(null, { filename: 'a.pdf', content: PDF }),
    );
    expect(noKey.statusCode).toBe(400);
    expect(await diskFiles()).toEqual(disk);
    const noFile = await uploadDocument(t.app, id, token, documentForm('income', null));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().code).toBe('fileRequired');
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/v1/application/${id}/upload`,
      headers: withToken(token),
      payload: { name: 'income' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('keeps at most 20 documents (a replacement still fits)', async () => {
    const { id, token } = await newApplication();
    for (let i = 0; i < 20; i++) {
      const res = await uploadDocument(
        t.app,
        id,
        token,
        documentForm(`doc${i}`, { filename: `${i}.png`, content: tinyPng() }),
      );
      expect(res.statusCode).toBe(201);
    }
    const more = await uploadDocument(
      t.app,
      id,
      token,
      documentForm('doc20', { filename: 'x.png', content: tinyPng() }),
    );
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('tooManyDocuments');
    const replace = await uploadDocument(
      t.app,
      id,
      token,
      documentForm('doc3', { filename: 'y.png', content: tinyPng() }),
    );
    expect(replace.statusCode).toBe(201);
  });

  it('needs the proof: 403 without a token, 404 for another applicant', async () => {
    const { id } = await newApplication();
    const other = await newApplication();
    const form = () => documentForm('income', { filename: 'a.pdf', content: PDF });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/application/${id}/upload`, ...form() })).statusCode,
    ).toBe(403);
    expect((await uploadDocument(t.app, id, other.token, form())).statusCode).toBe(404);
  });
});

describe('DELETE /api/v1/application/{_id}/upload?name=', () => {
  it('removes the document and its bytes; a second delete is 404', async () => {
    const { id, token } = await newApplication();
    const { file } = (
      await uploadDocument(
        t.app,
        id,
        token,
        documentForm('marriage', { filename: '혼인관계증명서.pdf', content: PDF }),
      )
    ).json();
    const disk = (await diskFiles()).length;
    const url = `/api/v1/application/${id}/upload?name=marriage`;
    const del = await t.app.inject({ method: 'DELETE', url, headers: withToken(token) });
    expect(del.statusCode).toBe(204);
    expect((await diskFiles()).length).toBe(disk - 1);
    expect((await t.app.inject({ url: file.url, headers: withToken(token) })).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url, headers: withToken(token) });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('documentNotFound');
    const read = await t.app.inject({ url: `/api/v1/application/${id}`, headers: withToken(token) });
    expect(read.json().application.files).toEqual({});
  });
});
