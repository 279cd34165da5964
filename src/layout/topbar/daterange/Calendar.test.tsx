// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../../i18n';
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

const yearButtons = () =>
  screen
    .getAllByRole('radio')
    .map((b) => b.textContent ?? '')
    .filter((t) => /^\d{4}$/.test(t))
    .map(Number);

describe('Calendar', () => {
  afterEach(cleanup);

  it('offers the years from 2010 to the current one, then a month, then a day, which is the value', async () => {
    const current = new Date().getFullYear();
    const onChange = await renderCalendar(new Date(2019, 5, 1));
    fireEvent.click(screen.getByRole('button', { name: /switch to year view/i }));
    expect(yearButtons()).toEqual(Array.from({ length: current - 2010 + 1 }, (_, i) => 2010 + i));
    fireEvent.click(screen.getByRole('radio', { name: '2020' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'March' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole('grid')).getByRole('gridcell', { name: '15' }));
    expect(onChange).toHaveBeenCalledWith(new Date(2020, 2, 15));
  });

  it('shows the month in the interface language and stops at the end of the current month', async () => {
    const today = new Date();
    await renderCalendar(today, 'fr');
    const month = new Intl.DateTimeFormat('fr', { month: 'long' }).format(today);
    expect(screen.getByText(new RegExp(`${month} ${today.getFullYear()}`, 'i'))).toBeTruthy();
    expect((screen.getByRole('button', { name: /mois suivant/i }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /mois précédent/i }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('never offers a day before 1 January 2010', async () => {
    await renderCalendar(new Date(2010, 0, 20));
    expect((screen.getByRole('button', { name: /previous month/i }) as HTMLButtonElement).disabled).toBe(true);
  });
});
