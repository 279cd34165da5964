// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n';
import { renderWithSession } from '../../test/renderWithAdmin';
import { DateRangeFilter } from './daterange/DateRangeFilter';
import { GlobalSearch } from './GlobalSearch';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ProfileMenu } from './ProfileMenu';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('mode', btoa('DOCUMENTS'));
});
// the language switcher's test changes the shared provider's language: every test starts in English
afterEach(async () => {
  cleanup();
  await i18nProvider.changeLocale('en');
});

describe('date-range filter', () => {
  it("shows the default range, read-only, in the interface language's date with a four-digit year", async () => {
    renderWithSession(<DateRangeFilter />);
    const from = (await screen.findByLabelText('From')) as HTMLInputElement;
    const today = new Date();
    const first = new Date(today.getFullYear(), today.getMonth() - 2, 1);
    // English: the month first, as the English date fields show it (MM/DD/YYYY)
    expect(from.value).toBe(`${String(first.getMonth() + 1).padStart(2, '0')}/01/${first.getFullYear()}`);
    expect(from.readOnly).toBe(true);
  });

  it('refuses a start date after the end date with an error toast', async () => {
    renderWithSession(<DateRangeFilter />);
    fireEvent.click(await screen.findByLabelText('To'));
    const calendar = await screen.findByRole('presentation');
    for (let i = 0; i < 3; i += 1) fireEvent.click(within(calendar).getByLabelText('Previous month'));
    // the month slides in: once the former one has left, one 15th is there
    await waitFor(() => expect(within(calendar).getAllByRole('gridcell', { name: '15' })).toHaveLength(1));
    fireEvent.click(within(calendar).getByRole('gridcell', { name: '15' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The start date cannot be after the end date.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('is hidden when the URL ends in /new', async () => {
    renderWithSession(
      <>
        <DateRangeFilter />
        <span>ready</span>
      </>,
      { path: '/documentmanagement/upload/new' },
    );
    await screen.findByText('ready');
    expect(screen.queryByLabelText('From')).toBeNull();
  });
});

describe('global search', () => {
  it('searches on Enter and becomes inactive on Escape', async () => {
    let location = '';
    renderWithSession(<GlobalSearch />, {
      onLocation: (l) => {
        location = l.pathname + l.search;
      },
    });
    const input = await screen.findByLabelText('Search documents…');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'invoice 42' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(location).toBe('/documentmanagement/search?q=invoice%2042'));
  });
});

describe('language switcher', () => {
  it('lists the five languages and announces a change after 500 ms', async () => {
    renderWithSession(<LanguageSwitcher />, { store: memoryStore() });
    fireEvent.click(await screen.findByRole('button', { name: 'Language' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Français', 'English', 'Deutsch', 'Русский', '简体中文']);
    const changedAt = Date.now();
    fireEvent.click(screen.getByText('Deutsch'));
    expect(await screen.findByRole('button', { name: 'Sprache' })).toBeTruthy();
    expect(await screen.findByText('Sprache geändert: Deutsch')).toBeTruthy();
    expect(Date.now() - changedAt).toBeGreaterThanOrEqual(450);
  });
});

describe('profile menu', () => {
  it("shows the master administrator's roles, never a dash", async () => {
    renderWithSession(<ProfileMenu />, { store: memoryStore() });
    fireEvent.click(await screen.findByRole('button', { name: 'Account' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'My profile' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Master account, Administrator')).toBeTruthy();
    expect(within(dialog).queryByText('—')).toBeNull();
  });
});
