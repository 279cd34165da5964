import { describe, expect, it } from 'vitest';
import { resourceConfigs, unlistedResources } from '.';
import { resourceModels } from '../domain/models';

describe('the list of entities', () => {
  it('gives every model its react-admin resource, found by folder, in the order of models.ts', () => {
    expect(resourceConfigs.map((c) => c.model)).toEqual(resourceModels);
    expect(new Set(resourceModels.map((m) => m.name)).size).toBe(resourceModels.length);
  });

  it('leaves no folder resource out of models.ts', () => {
    expect(unlistedResources).toEqual([]);
  });
});
