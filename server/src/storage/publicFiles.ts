import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { notFound } from '../errors';
import { createFileStore } from './fileStore';
import { MIME_BY_EXT } from './images';

/** Public base path of stored files (outside the authenticated API). */
export const FILES_PATH = '/paperdesk/files';
/** Areas whose files are served publicly, each with the names it accepts. */
const PUBLIC_AREAS = { links: /^[0-9a-f]{32}\.(png|jpe?g|gif|webp)$/ } as const;
export type FileArea = keyof typeof PUBLIC_AREAS;

/** The app's file store (services.ts opens the same folder), whose keys `<area>/<name>` are served here. */
const filesOf = (config: Pick<Config, 'DATA_DIR'>) => createFileStore(path.resolve(config.DATA_DIR, 'files'));

/**
 * Stores bytes in the file store under `<area>/<32 random hex>.<ext>`, durably, and answers the public url.
 */
export async function storeFile(
  config: Pick<Config, 'DATA_DIR'>,
  area: FileArea,
  bytes: Buffer,
  ext: string,
): Promise<{ name: string; url: string; file: string }> {
  const files = filesOf(config);
  const { key } = await files.put(area, ext, bytes, randomBytes(16).toString('hex'));
  const name = path.posix.basename(key);
  return { name, url: `${FILES_PATH}/${area}/${name}`, file: files.pathOf(key) };
}

/**
 * Serves stored public files at GET /paperdesk/files/<area>/:name (no authentication: the names are
 * unguessable). Register on the root app, outside the API prefix.
 */
export function registerPublicFiles(app: FastifyInstance) {
  for (const [area, pattern] of Object.entries(PUBLIC_AREAS) as [FileArea, RegExp][]) {
    // no route schema: this route also runs on bare apps without the zod compilers; the name is checked here
    app.get<{ Params: { name: string } }>(`${FILES_PATH}/${area}/:name`, async (req, reply) => {
      const { name } = req.params;
      if (!pattern.test(name)) throw notFound('File');
      const files = filesOf(app.config);
      const key = `${area}/${name}`;
      const info = await stat(files.pathOf(key)).catch(() => null);
      if (!info?.isFile()) throw notFound('File');
      return reply
        .type(MIME_BY_EXT[name.slice(name.lastIndexOf('.') + 1)])
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(files.stream(key));
    });
  }
}
