/** Lines read per query (tests lower it to cross chunk boundaries with few rows). */
export const readSettings = { chunk: 2000 };

/** The rows of a query read a chunk (readSettings.chunk) at a time, so that a long table is never held whole. */
export async function* inChunks<T>(page: (limit: number, offset: number) => Promise<T[]>): AsyncGenerator<T> {
  for (let offset = 0; ; offset += readSettings.chunk) {
    const rows = await page(readSettings.chunk, offset);
    yield* rows;
    if (rows.length < readSettings.chunk) break;
  }
}
