import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { notFound } from '../../errors';
import { MIME_BY_EXT } from './images';

/** Public base path of stored files (outside the authenticated API). */
export const FILES_PATH = '/paperdesk/files';
/** Areas whose files are served publicly, each with the names it accepts. */
export const PUBLIC_AREAS = { links: /^[0-9a-f]{32}\.(png|jpe?g|gif|webp)$/ } as const;
export type FileArea = keyof typeof PUBLIC_AREAS;

export const areaDir = (config: Pick<Config, 'DATA_DIR'>, area: FileArea) =>
  path.resolve(config.DATA_DIR, 'files', area);

/**
 * Stores bytes under `${DATA_DIR}/files/<area>/<32 random hex>.<ext>` on the shared storage, flushed
 * to disk (file and directory entry) before returning; answers the public url.
 */
export async function storeFile(
  config: Pick<Config, 'DATA_DIR'>,
  area: FileArea,
  bytes: Buffer,
  ext: string,
): Promise<{ name: string; url: string; file: string }> {
  const dir = areaDir(config, area);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const file = path.join(dir, name);
  const handle = await open(file, 'wx', 0o644);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await syncDir(dir);
  return { name, url: `${FILES_PATH}/${area}/${name}`, file };
}

/** Makes the new directory entry durable; some file systems cannot fsync a directory, which is fine. */
async function syncDir(dir: string) {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // EISDIR/EPERM/EINVAL on platforms without directory fsync.
  } finally {
    await handle?.close();
  }
}

/**
 * Serves stored public files at GET /paperdesk/files/<area>/:name (no authentication: the names are
 * unguessable). Register on the root app, outside the API prefix.
 */
export function registerPublicFiles(app: FastifyInstance) {
  for (const [area, pattern] of Object.entries(PUBLIC_AREAS) as [FileArea, RegExp][]) {
    app.get(`${FILES_PATH}/${area}/:name`, async (req, reply) => {
      const { name } = req.params as { name: string };
      if (!pattern.test(name)) throw notFound('File');
      const file = path.join(areaDir(app.config, area), name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw notFound('File');
      return reply
        .type(MIME_BY_EXT[name.slice(name.lastIndexOf('.') + 1)])
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(createReadStream(file));
    });
  }
}
