// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n';
import { LocaleValueField } from './ModelField';

afterEach(cleanup);

async function shown(locale: string, format: 'money' | 'day', value: unknown) {
  const i18nProvider = createI18nProvider();
  await i18nProvider.changeLocale(locale);
  const store = memoryStore({ locale });
  const { container } = render(
    <AdminContext i18nProvider={i18nProvider} store={store}>
      <RecordContextProvider value={{ id: 1, v: value }}>
        <LocaleValueField source="v" format={format} />
      </RecordContextProvider>
    </AdminContext>,
  );
  return container.textContent?.replace(/\u202f|\u00a0/g, ' ');
}

describe('list values in the interface language', () => {
  it('formats amounts and days by language, exactly', async () => {
    expect(await shown('fr', 'money', '1234.50')).toBe('1 234,50 €');
    expect(await shown('en', 'money', '1234.50')).toBe('€1,234.50');
    expect(await shown('de', 'money', '0.10')).toBe('0,10 €');
    expect(await shown('fr', 'day', '2026-11-23')).toBe('23 nov. 2026');
    expect(await shown('en', 'day', '2026-11-23')).toBe('Nov 23, 2026');
    expect(await shown('fr', 'day', null)).toBe('—');
  });
});
