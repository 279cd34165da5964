import { describe, expect, it } from 'vitest';
import { resourceConfigs } from '.';
import { resourceMessages } from './resourceMessages';

describe('resource messages', () => {
  it('names every registered resource in the five languages, found by its folder', () => {
    const named = new Map(resourceMessages.map((m) => [m.name, m.messages]));
    expect(resourceConfigs.map((c) => c.name).filter((name) => !named.has(name))).toEqual([]);
    for (const c of resourceConfigs) {
      for (const code of ['en', 'fr', 'de', 'ru', 'cn'] as const)
        expect(named.get(c.name)![code].name, `${c.name} ${code}`).toBeTruthy();
    }
  });
});
