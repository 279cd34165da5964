// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../../i18n';
import { Calendar } from './Calendar';

const renderCalendar = (value: Date) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Calendar value={value} onChange={vi.fn()} minWidth={200} />
    </AdminContext>,
  );

describe('Calendar year view', () => {
  it('shows a block of 10 years and moves by blocks down to 2010, never past the current year', () => {
    const current = new Date().getFullYear();
    renderCalendar(new Date(2019, 5, 1));
    fireEvent.click(screen.getByRole('button', { name: /year|année/i }));
    const years = screen.getAllByRole('button').filter((b) => /^\d{4}$/.test(b.textContent ?? ''));
    expect(years.map((b) => Number(b.textContent))).toEqual([
      2010, 2011, 2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019,
    ]);
    expect(years.every((b) => !(b as HTMLButtonElement).disabled)).toBe(true);
    const previous = screen.getByRole('button', { name: /previous 10 years|10 années précédentes/i });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /next 10 years|10 années suivantes/i }));
    const next = screen.getAllByRole('button').filter((b) => /^\d{4}$/.test(b.textContent ?? ''));
    expect(Number(next[0].textContent)).toBe(2020);
    expect(next).toHaveLength(10);
    for (const b of next) expect((b as HTMLButtonElement).disabled).toBe(Number(b.textContent) > current);
    fireEvent.click(screen.getByText('2020'));
    expect(screen.getAllByRole('button').some((b) => /^(jan|janv)/i.test(b.textContent ?? ''))).toBe(true);
  });
});
