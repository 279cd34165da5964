import { lazy, type ComponentType } from 'react';

/**
 * A page loaded on first visit, in its own chunk (a Suspense above shows the loader meanwhile):
 * `lazyPage(() => import('./upload/UploadPage'), 'UploadPage')`.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<object> })) as ComponentType;
}
