import { describe, expect, it } from 'vitest';
import { resourceConfigs } from '.';
import { resourceModels } from './models';

describe('the two lists of entities', () => {
  it('name the same models, in the same order (a new entity is one line in each)', () => {
    expect(resourceConfigs.map((c) => c.model)).toEqual(resourceModels);
    expect(new Set(resourceModels.map((m) => m.name)).size).toBe(resourceModels.length);
  });
});
