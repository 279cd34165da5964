import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * Files kept outside the database, under `<root>/<key>` (a shared folder when several nodes run).
 * A write is complete (data and directory entry synced) before `put` resolves. It is written first under
 * `<root>/.tmp/` and renamed into place, so what a killed process leaves behind is found in one folder.
 */
export function createFileStore(root: string) {
  const tmpDir = path.join(root, '.tmp');
  const abs = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('invalid storage key');
    return full;
  };

  async function syncDir(dir: string) {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  const tempPath = () => path.join(tmpDir, `${randomUUID()}.part`);

  /** Moves a finished, synced file of `tempPath` under a new key in `folder`, its directory entry synced. */
  async function moveIn(temp: string, folder: string, ext: string, name: string = randomUUID()) {
    const key = path.posix.join(folder, `${name}${ext ? `.${ext}` : ''}`);
    const target = abs(key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(temp, target);
    await syncDir(path.dirname(target));
    return { key, size: (await stat(target)).size };
  }

  /** Syncs a file written under `tempPath`, then moves it in (`moveIn`): once this resolves it is durably there. */
  async function keep(temp: string, folder: string, ext: string) {
    const handle = await open(temp, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    return moveIn(temp, folder, ext);
  }

  return {
    root,
    /**
     * Writes bytes under a new key in `folder` (named `<name>.<ext>`, a random UUID unless given); resolves
     * once they are durably on disk.
     */
    async put(
      folder: string,
      ext: string,
      bytes: Buffer,
      name: string = randomUUID(),
    ): Promise<{ key: string; sha256: string; size: number }> {
      const temp = tempPath();
      await mkdir(tmpDir, { recursive: true });
      const handle = await open(temp, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      const { key } = await moveIn(temp, folder, ext, name);
      return { key, sha256: sha256(bytes), size: bytes.length };
    },
    /**
     * Writes a stream under a new key in `folder`, a piece at a time (a zip of thousands of files never sits in
     * memory); resolves once it is durably on disk. A failed stream leaves nothing behind.
     */
    async putStream(
      folder: string,
      ext: string,
      source: NodeJS.ReadableStream,
    ): Promise<{ key: string; size: number }> {
      const temp = tempPath();
      // an error the stream meets before the pipeline starts still fails it (the pipeline reads it off the stream)
      source.once('error', () => undefined);
      try {
        await mkdir(tmpDir, { recursive: true });
        await pipeline(source, createWriteStream(temp, { flags: 'wx' }));
        return await keep(temp, folder, ext);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    /** Where a file too large to hold in memory is written before `keep` (a leftover if abandoned). */
    tempPath,
    keep,
    moveIn,
    read: (key: string) => readFile(abs(key)),
    stream: (key: string) => createReadStream(abs(key)),
    exists: async (key: string) =>
      stat(abs(key)).then(
        () => true,
        () => false,
      ),
    remove: (key: string) => rm(abs(key), { force: true }),
    pathOf: abs,
    /**
     * Removes unfinished writes (`*.part`) not touched for `olderThanMs`: a write in progress on another node
     * sharing the folder keeps touching its file, so a minute of silence means its writer is gone.
     */
    async removeLeftovers(olderThanMs: number): Promise<number> {
      const names = await readdir(tmpDir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names.filter((n) => n.endsWith('.part'))) {
        const file = path.join(tmpDir, name);
        const info = await stat(file).catch(() => null);
        if (info && Date.now() - info.mtimeMs >= olderThanMs) {
          await rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
export type FileStore = ReturnType<typeof createFileStore>;

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
