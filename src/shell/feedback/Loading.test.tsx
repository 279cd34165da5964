// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n';
import { Loading } from './Loading';

afterEach(cleanup);

describe('Loading', () => {
  it("names its progress indicator in the user's language and says it is loading", async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'fr' })}>
        <Loading />
      </AdminContext>,
    );
    const indicator = await screen.findByRole('progressbar');
    expect(indicator.getAttribute('aria-label')).toBe(i18nProvider.translate('ra.page.loading'));
    expect(indicator.getAttribute('aria-label')).not.toBe('ra.page.loading');
    expect(screen.getByRole('status').textContent).toContain(i18nProvider.translate('ra.message.loading'));
  });
});
