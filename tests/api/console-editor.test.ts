import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '#server/db/schema/index.ts';
import { createTestApp } from '../helpers/app.ts';
import { bearer, createManager, login, minimalPdf, multipart, tinyPng } from '../helpers/auth.ts';
import { type UploadPart } from '../helpers/auth.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  // any console scope will do: a manager with the basic right only
  await createManager(app, { username: 'writer1', password: 'Writer!2345', scope: ['manager'] });
  token = (await login(app, 'writer1', 'Writer!2345')).accessToken;
});
afterAll(() => close());

const photos = (parts: UploadPart[], auth = true) => {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/editor/photos',
    headers: { ...(auth ? bearer(token) : {}), ...body.headers },
    payload: body.payload,
  });
};

describe('POST /api/editor/photos', () => {
  it('stores images from files[] and answers their URLs, which serve the image', async () => {
    const res = await photos([
      { field: 'files[]', filename: 'a.png', content: tinyPng() },
      { field: 'files[]', filename: 'b.png', content: tinyPng() },
    ]);
    expect(res.statusCode).toBe(200);
    const { photos: stored } = res.json();
    expect(stored).toHaveLength(2);
    expect(stored[0].url).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    const id = stored[0].url.split('/').pop();
    const [row] = await app.db.select().from(files).where(eq(files.id, id));
    expect(row).toMatchObject({ visibility: 'public', type: 'image/png' });
    const served = await app.inject({ method: 'GET', url: stored[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(tinyPng())).toBe(true);
  });

  it('refuses a file that is not an image (415) and keeps none of the batch', async () => {
    const before = (await app.db.select().from(files)).length;
    const res = await photos([
      { field: 'files[]', filename: 'ok.png', content: tinyPng() },
      { field: 'files[]', filename: 'doc.png', content: minimalPdf() },
    ]);
    expect(res.statusCode).toBe(415);
    expect((await app.db.select().from(files)).length).toBe(before);
    expect(
      (await photos([{ field: 'files[]', filename: 'doc.pdf', content: minimalPdf() }])).statusCode,
    ).toBe(415);
  });

  it('needs at least one file, at most 10, and a console manager', async () => {
    expect((await photos([{ field: 'other', filename: 'a.png', content: tinyPng() }])).statusCode).toBe(400);
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      field: 'files[]',
      filename: `${i}.png`,
      content: tinyPng(),
    }));
    expect((await photos(eleven)).statusCode).toBe(413);
    expect(
      (await photos([{ field: 'files[]', filename: 'a.png', content: tinyPng() }], false)).statusCode,
    ).toBe(401);
  });
});
