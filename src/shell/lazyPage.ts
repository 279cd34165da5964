import { lazy, type ComponentType } from 'react';

/**
 * A page or view loaded on first render, in its own chunk (a Suspense above shows the loader meanwhile):
 * `lazyPage(() => import('./upload/UploadPage'), 'UploadPage')`. Props pass through
 * (`lazyPage(() => import('./ModelList'), 'ModelList')` keeps `{ model }`).
 */
export function lazyPage<K extends string, P extends object = object>(
  load: () => Promise<{ [key in K]: ComponentType<P> }>,
  name: K,
): ComponentType<P> {
  return lazy(async () => ({ default: (await load())[name] })) as unknown as ComponentType<P>;
}
