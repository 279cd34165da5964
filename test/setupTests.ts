/**
 * Vitest set-up for every test file. Browser-side tests (happy-dom) wait up to 10 s for what they look for: the suite
 * runs on two CPUs beside the server tests, where a first render can take seconds; a test still fails when the thing
 * never comes.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
}
export {};
