import { Readable } from 'node:stream';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStore, sha256 } from './fileStore';

const root = mkdtempSync(path.join(tmpdir(), 'paperdesk-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the file store', () => {
  const files = createFileStore(root);

  it('puts bytes under a new key of the folder, or under the name given, nothing left in .tmp', async () => {
    const bytes = Buffer.from('hello');
    const a = await files.put('documents/c1', 'pdf', bytes);
    expect(a).toEqual({
      key: expect.stringMatching(/^documents\/c1\/[0-9a-f-]{36}\.pdf$/),
      sha256: sha256(bytes),
      size: 5,
    });
    expect((await files.read(a.key)).toString()).toBe('hello');
    const b = await files.put('links', 'png', bytes, 'a'.repeat(32));
    expect(b.key).toBe(`links/${'a'.repeat(32)}.png`);
    expect(await files.exists(b.key)).toBe(true);
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });

  it('moves a file written in pieces into place', async () => {
    const temp = files.tempPath();
    writeFileSync(temp, 'a,b\r\n');
    const { key, size } = await files.moveIn(temp, 'exports/c1', 'csv');
    expect([key.startsWith('exports/c1/'), key.endsWith('.csv'), size]).toEqual([true, true, 5]);
    expect((await files.read(key)).toString()).toBe('a,b\r\n');
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });

  it('writes a stream in pieces, and leaves nothing behind when the stream fails', async () => {
    const { key, size } = await files.putStream(
      'exports/c1',
      'zip',
      Readable.from([Buffer.from('PK'), Buffer.from('..')]),
    );
    expect([key.endsWith('.zip'), size, (await files.read(key)).toString()]).toEqual([true, 4, 'PK..']);
    const failing = new Readable({ read() {} });
    const stored = files.putStream('exports/c1', 'zip', failing);
    failing.push('PK');
    failing.destroy(new Error('a file removed meanwhile'));
    await expect(stored).rejects.toThrow('a file removed meanwhile');
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });

  it('refuses a key outside its folder', () => {
    expect(() => files.pathOf('../secret')).toThrow('invalid storage key');
  });
});
