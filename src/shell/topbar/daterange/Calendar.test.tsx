// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../i18n';
import { Calendar } from './Calendar';

/** Renders once the interface language's catalogue is there (it loads on its own). */
const renderCalendar = async (value: Date | null, locale = 'en') => {
  const onChange = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <Calendar value={value} onChange={onChange} minWidth={200} />
    </AdminContext>,
  );
  await screen.findAllByRole('gridcell');
  return onChange;
};

const yearButtons = () => within(screen.getByRole('group', { name: 'Year' })).getAllByRole('button');

describe('Calendar', () => {
  afterEach(cleanup);

  it('offers a block of 10 years, 2 per row, every year from 2010 to now enabled, then a month, then a day', async () => {
    const current = new Date().getFullYear();
    const onChange = await renderCalendar(new Date(current - 1, 5, 1));
    fireEvent.click(screen.getByRole('button', { name: `Year: ${current - 1}` }));
    const block = Math.floor((current - 1) / 10) * 10;
    expect(yearButtons().map((b) => Number(b.textContent))).toEqual(Array.from({ length: 10 }, (_, i) => block + i));
    const enabled = yearButtons()
      .filter((b) => !(b as HTMLButtonElement).disabled)
      .map((b) => Number(b.textContent));
    expect(enabled).toEqual(Array.from({ length: 10 }, (_, i) => block + i).filter((y) => y >= 2010 && y <= current));
    // the block before: 2010 and after, never greyed (the "since 2010" preset reaches them too)
    fireEvent.click(screen.getByRole('button', { name: 'Previous 10 years' }));
    const before = yearButtons()
      .filter((b) => !(b as HTMLButtonElement).disabled)
      .map((b) => Number(b.textContent));
    expect(before).toEqual(Array.from({ length: 10 }, (_, i) => block - 10 + i).filter((y) => y >= 2010));
    fireEvent.click(screen.getByRole('button', { name: 'Next 10 years' }));
    fireEvent.click(screen.getByRole('button', { name: String(current - 2) }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'Year' })).toBeNull();
    const months = screen.getAllByRole('radio');
    expect(months).toHaveLength(12);
    fireEvent.click(screen.getByRole('radio', { name: 'March' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole('grid')).getByRole('gridcell', { name: '15' }));
    expect(onChange).toHaveBeenCalledWith(new Date(current - 2, 2, 15));
  });

  it('lays the months out 3 per row', async () => {
    await renderCalendar(new Date(2019, 5, 1));
    fireEvent.click(screen.getByRole('button', { name: /^Month: /i }));
    // the library moves the focus a row down: 3 months on
    screen.getByRole('radio', { name: 'January' }).focus();
    fireEvent.keyDown(screen.getByRole('radio', { name: 'January' }), { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Apr');
  });

  it('shows the month in the interface language and stops at the end of the current month', async () => {
    const today = new Date();
    await renderCalendar(today, 'fr');
    const month = new Intl.DateTimeFormat('fr', { month: 'long' }).format(today);
    expect(screen.getByText(new RegExp(`${month} ${today.getFullYear()}`, 'i'))).toBeTruthy();
    expect((screen.getByRole('button', { name: /^mois suivant$/i }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /^mois précédent$/i }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('never offers a day before 1 January 2010', async () => {
    await renderCalendar(new Date(2010, 0, 20));
    expect((screen.getByRole('button', { name: /previous month/i }) as HTMLButtonElement).disabled).toBe(true);
  });
});
