// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The real providers talk to the identity provider and the API; the shell only needs their shape.
vi.mock('./providers/auth', async () => ({ authProvider: (await import('./test/fixtures')).fakeAuthProvider() }));
vi.mock('./providers/data', async () => ({ dataProvider: (await import('./test/fixtures')).fakeDataProvider() }));

afterEach(cleanup);

describe('App', () => {
  it('routes with browser history (no #) and lands on the main dashboard', async () => {
    localStorage.setItem('mode', btoa('DOCUMENTS'));
    window.history.replaceState(null, '', '/');
    const { App, createAppRouter } = await import('./App');
    const { createAppI18nProvider } = await import('./catalogue');
    render(<App router={createAppRouter(await createAppI18nProvider(undefined))} />);
    expect(await screen.findByText('Hello, Ada')).toBeTruthy();
    expect(window.location.pathname).toBe('/documentmanagement/maindashboard');
    expect(window.location.hash).toBe('');
  });
});
