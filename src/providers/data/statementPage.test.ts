/**
 * A supplier's statement through the data provider: the next page is asked with the cursor the previous one
 * answered (keyset), a page no cursor leads to by range alone.
 */
import { describe, expect, it } from 'vitest';
import { createResourceDataProvider } from './resourceDataProvider';

describe('the statement pages', () => {
  it('follow the x-next-cursor of the page before, and fall back on the range', async () => {
    const asked: string[] = [];
    const http = (async (url: string) => {
      asked.push(url);
      const start = JSON.parse(new URL(url, 'http://x').searchParams.get('range')!)[0] as number;
      const headers = new Headers({ 'content-range': `soldes ${start}-${start + 9}/100` });
      if (start < 90) headers.set('x-next-cursor', `after-${start + 9}`);
      return { status: 200, headers, body: '', json: [{ uuid: `l${start}` }] };
    }) as unknown as Parameters<typeof createResourceDataProvider>[0];
    const dp = createResourceDataProvider(http);
    const list = (page: number) =>
      dp.getList('statement', {
        pagination: { page, perPage: 10 },
        sort: { field: 'date', order: 'ASC' },
        filter: { branch: 'b1', supplier: 's1' },
      });
    const first = await list(1);
    expect(first).toMatchObject({ total: 100, data: [{ id: 'l0' }] });
    await list(2);
    await list(5);
    const queries = asked.map((u) => Object.fromEntries(new URL(u, 'http://x').searchParams));
    expect(asked[0]).toContain('/paperdesk/api/soldes/b1/s1?');
    expect(queries).toEqual([{ range: '[0,9]' }, { range: '[10,19]', cursor: 'after-9' }, { range: '[40,49]' }]);
  });
});
