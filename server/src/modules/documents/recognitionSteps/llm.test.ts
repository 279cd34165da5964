import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../db/client';
import type { ReadResult } from '../../extraction';
import type { JobContext } from '../../jobs/queue';
import type { RecognitionContext, SupplierRow } from './context';
import { aiConfigurationFor, complementWithLlm } from './llm';

const supplier = {
  configuration: 'default-ai',
  configurations: [{ documentgroupuuid: 'g-1', aiconfigurationduuid: 'group-ai' }],
} as unknown as SupplierRow;

describe('recognition: complementing with the LLM', () => {
  it('uses the group’s AI configuration of the source, else the source’s default', () => {
    expect(aiConfigurationFor(supplier, 'g-1')).toBe('group-ai');
    expect(aiConfigurationFor(supplier, 'g-2')).toBe('default-ai');
    expect(aiConfigurationFor(undefined, 'g-1')).toBeNull();
  });

  it('asks nothing without an endpoint, a group, a configuration, or once the job is stopped', async () => {
    // any database call fails the test: none of these cases may reach the AI configuration
    const db = new Proxy(
      {},
      {
        get: () => () => {
          throw new Error('no query expected');
        },
      },
    ) as unknown as Db;
    const c = { doc: { accountId: 'acc' } } as RecognitionContext;
    const read = {} as ReadResult;
    const group = { group: {}, keywords: [] } as never;
    const running = { signal: new AbortController().signal } as JobContext;
    const stopped = new AbortController();
    stopped.abort();
    const on = { LLM_BASE_URL: 'http://127.0.0.1:9', LLM_API_KEY: undefined };
    const off = { LLM_BASE_URL: undefined, LLM_API_KEY: undefined };
    const found = { supplier, groupId: 'g-1', group };
    expect(await complementWithLlm(c, read, found, { db, config: off, ctx: running })).toEqual({});
    expect(await complementWithLlm(c, read, { ...found, group: null }, { db, config: on, ctx: running })).toEqual({});
    expect(
      await complementWithLlm(c, read, { ...found, supplier: undefined }, { db, config: on, ctx: running }),
    ).toEqual({});
    const whenStopped = { db, config: on, ctx: { signal: stopped.signal } as JobContext };
    expect(await complementWithLlm(c, read, found, whenStopped)).toEqual({});
    // with all of them, it looks the configuration up
    await expect(complementWithLlm(c, read, found, { db, config: on, ctx: running })).rejects.toThrow(/no query/);
  });
});
