// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { featurePages, resourceElements } from './features';

describe('feature contributions', () => {
  it('declare each resource and page once', () => {
    const names = resourceElements.map((r) => r.props.name as string);
    expect(new Set(names).size).toBe(names.length);
    const paths = featurePages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/documents/configurations/ai/test');
  });
});
