/**
 * The export writer's thread (see writerThread.ts): Node 20 does not apply tsx's loader to worker threads,
 * so this plain JavaScript entry registers it, then loads the TypeScript writer loop.
 */
import { register } from 'tsx/esm/api';

register();
await import('./writerLoop.ts');
