// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { featurePages, resourceElements } from './features';
import { modeRoutes } from './navigation/menu';
import { MENU_CATALOGUE } from './navigation/menuCatalogue';
import { modeOfPath } from './navigation/modes';

describe('feature contributions', () => {
  it('declare each resource and page once', () => {
    const names = resourceElements.map((r) => r.props.name as string);
    expect(new Set(names).size).toBe(names.length);
    const paths = featurePages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/documents/configurations/ai/test');
  });

  it('put a review in the Documents mode, whichever mode it was opened from', () => {
    const routes = modeRoutes(MENU_CATALOGUE);
    expect(modeOfPath('/documents/review/0b6d3a4e-6f1c-4d7e-9a55-3f0c2b1a9e01', routes)).toBe('DOCUMENTS');
    expect(modeOfPath('/documents/documentsources', routes)).toBe('CONFIGURATIONS');
    expect(modeOfPath('/documents/review/x', MENU_CATALOGUE)).toBeNull();
  });
});
