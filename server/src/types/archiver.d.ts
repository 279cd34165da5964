// archiver 8 ships no types; the part we use.
declare module 'archiver' {
  import type { Readable, Writable } from 'node:stream';
  export class ZipArchive {
    constructor(options?: { zlib?: { level?: number } });
    pipe<T extends Writable>(destination: T): T;
    append(source: Readable | Buffer | string, data: { name: string }): this;
    finalize(): Promise<void>;
    on(event: 'error' | 'warning', listener: (err: Error) => void): this;
  }
}
