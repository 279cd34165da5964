import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount } from '../../../test/factories';
import { registerErrorHandler } from '../../plugins/errorHandler';
import { registerPublicFiles } from '../../storage';

const API = '/paperdesk/api';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
let t: TestContext;
let files: FastifyInstance;
let dataDir: string;
let admin: string;
let other: string;
let clerk: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'paperdesk-links-'));
  t = await createTestContext({ DATA_DIR: dataDir });
  const a = await createAccount(t.database.db);
  const b = await createAccount(t.database.db);
  admin = await t.token({ sub: a.admin.id, roles: [] });
  other = await t.token({ sub: b.admin.id, roles: [] });
  clerk = await t.token({ sub: a.clerk.id, roles: ['linkeduser'] });
  // The public file route, as the app mounts it outside the API.
  files = Fastify();
  files.decorate('config', t.config);
  registerErrorHandler(files);
  registerPublicFiles(files);
  await files.ready();
});
afterAll(async () => {
  await files?.close();
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A multipart/form-data body with one file part. */
function form(content: Buffer, filename: string, type = 'application/octet-stream', field = 'file') {
  const boundary = `----paperdesk${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const post = (token: string, url: string, payload: unknown) =>
  t.call(token, { method: 'POST', url: `${API}${url}`, payload: payload as object });
const list = async (token: string, url: string) =>
  (await t.call(token, { method: 'GET', url: `${API}${url}` })).json() as Array<Record<string, unknown>>;
const createLink = async (token: string, body: Record<string, unknown>) =>
  (await post(token, '/links', { url: 'https://example.org', ...body })).json();

describe('deleting a link category', () => {
  it('moves its links to newCategoryUUID in the same transaction', async () => {
    const from = (await post(admin, '/links/categories', { name: 'Old' })).json().uuid;
    const to = (await post(admin, '/links/categories', { name: 'New' })).json().uuid;
    const l1 = (await createLink(admin, { name: 'One', categoryuuid: from })).uuid;
    const l2 = (await createLink(admin, { name: 'Two', categoryuuid: from })).uuid;
    const res = await t.call(admin, { method: 'DELETE', url: `${API}/links/categories/${from}?newCategoryUUID=${to}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const moved = (await list(admin, '/links')).filter((l) => l.uuid === l1 || l.uuid === l2);
    expect(moved.map((l) => l.categoryuuid)).toEqual([to, to]);
    expect((await list(admin, '/links/categories')).map((c) => c.uuid)).not.toContain(from);
  });

  it('leaves its links uncategorised without newCategoryUUID', async () => {
    const cat = (await post(admin, '/links/categories', { name: 'Gone' })).json().uuid;
    const link = (await createLink(admin, { name: 'Orphan', categoryuuid: cat })).uuid;
    expect((await t.call(admin, { method: 'DELETE', url: `${API}/links/categories/${cat}` })).statusCode).toBe(200);
    expect((await list(admin, '/links')).find((l) => l.uuid === link)?.categoryuuid).toBeNull();
  });

  it("refuses another company's category (404) and the deleted one itself (400), deleting nothing", async () => {
    const cat = (await post(admin, '/links/categories', { name: 'Kept' })).json().uuid;
    const link = (await createLink(admin, { name: 'Stays', categoryuuid: cat })).uuid;
    const foreign = (await post(other, '/links/categories', { name: 'Foreign' })).json().uuid;
    const cross = await t.call(admin, {
      method: 'DELETE',
      url: `${API}/links/categories/${cat}?newCategoryUUID=${foreign}`,
    });
    expect(cross.statusCode).toBe(404);
    const same = await t.call(admin, {
      method: 'DELETE',
      url: `${API}/links/categories/${cat}?newCategoryUUID=${cat}`,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toHaveProperty('newCategoryUUID');
    expect((await list(admin, '/links/categories')).map((c) => c.uuid)).toContain(cat);
    expect((await list(admin, '/links')).find((l) => l.uuid === link)?.categoryuuid).toBe(cat);
  });
});

describe('links', () => {
  it('accept only http and https addresses, and images that are addresses or uploads', async () => {
    for (const url of ['ftp://example.org', 'example.org', 'javascript:alert(1)', 'data:text/html,x']) {
      const res = await post(admin, '/links', { name: 'Bad', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields).toHaveProperty('url');
    }
    const img = await post(admin, '/links', { name: 'Img', url: 'https://a.fr', imageurl: '/etc/passwd' });
    expect(img.json().fields).toHaveProperty('imageurl');
    const ok = await post(admin, '/links', {
      name: 'Ok',
      url: 'http://a.fr/x',
      imageurl: `/paperdesk/files/links/${'a'.repeat(32)}.png`,
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe('link images', () => {
  it('stores a PNG (on disk before answering) and serves it back publicly with its bytes and type', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: `${API}/links/upload`,
      ...form(PNG, 'logo.png', 'image/png'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^\/paperdesk\/files\/links\/[0-9a-f]{32}\.png$/);
    const onDisk = path.join(dataDir, 'files', 'links', path.basename(url));
    expect(existsSync(onDisk)).toBe(true);
    expect(readFileSync(onDisk).equals(PNG)).toBe(true);
    const served = await files.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await files.inject({ method: 'GET', url: '/paperdesk/files/links/..%2F..%2Fsecret.png' })).statusCode).toBe(
      404,
    );
    expect(
      (await files.inject({ method: 'GET', url: `/paperdesk/files/links/${'0'.repeat(32)}.png` })).statusCode,
    ).toBe(404);
  });

  it('sets the link image with POST /links/{id}/upload', async () => {
    const link = (await createLink(admin, { name: 'With image' })).uuid;
    const res = await t.call(admin, {
      method: 'POST',
      url: `${API}/links/${link}/upload`,
      ...form(PNG, 'x.png', 'image/png'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(admin, '/links')).find((l) => l.uuid === link)?.imageurl).toBe(res.json().url);
  });

  it('refuses a text file named .png, and SVG, by their content', async () => {
    const before = readdirSync(path.join(dataDir, 'files', 'links')).length;
    for (const [content, name, type] of [
      [Buffer.from('just some text, not an image'), 'fake.png', 'image/png'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.svg',
        'image/svg+xml',
      ],
    ] as const) {
      const res = await t.call(admin, { method: 'POST', url: `${API}/links/upload`, ...form(content, name, type) });
      expect(res.statusCode, name).toBe(415);
      expect(res.json().message).toMatch(/PNG, JPEG, GIF and WebP/);
    }
    expect(readdirSync(path.join(dataDir, 'files', 'links'))).toHaveLength(before);
  });

  it('refuses an image over 2 MB with 413 and a clear message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const res = await t.call(admin, {
      method: 'POST',
      url: `${API}/links/upload`,
      ...form(big, 'big.png', 'image/png'),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large.*2 MB/);
  });

  it("answers 404 for another company's link, and needs the permission", async () => {
    const link = (await createLink(admin, { name: 'Mine' })).uuid;
    const res = await t.call(other, {
      method: 'POST',
      url: `${API}/links/${link}/upload`,
      ...form(PNG, 'x.png', 'image/png'),
    });
    expect(res.statusCode).toBe(404);
    expect((await list(admin, '/links')).find((l) => l.uuid === link)?.imageurl).toBe('');
    const denied = await t.call(clerk, {
      method: 'POST',
      url: `${API}/links/upload`,
      ...form(PNG, 'x.png', 'image/png'),
    });
    expect(denied.statusCode).toBe(403);
  });

  it('asks for the form field "file" and keeps JSON elsewhere', async () => {
    const wrongField = await t.call(admin, {
      method: 'POST',
      url: `${API}/links/upload`,
      ...form(PNG, 'x.png', 'image/png', 'image'),
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().fields).toHaveProperty('file');
    const truncated = await t.call(admin, {
      method: 'POST',
      url: `${API}/links/upload`,
      payload: '--xyz\r\ngarbage',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toMatch(/not a valid multipart/);
    const json = await post(admin, '/links/upload', { file: 'x' });
    expect(json.statusCode).toBe(415);
    // Outside the upload routes a multipart body is not accepted.
    const elsewhere = await t.call(admin, { method: 'POST', url: `${API}/links`, ...form(PNG, 'x.png', 'image/png') });
    expect(elsewhere.statusCode).toBe(415);
  });
});
