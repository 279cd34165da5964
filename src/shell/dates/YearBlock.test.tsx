// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n';
import { YearBlock } from './YearBlock';

afterEach(cleanup);

const renderBlock = (year: number, range = { first: 2021, last: 2026 }) => {
  const onPick = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
      <YearBlock year={year} range={range} onPick={onPick} />
    </AdminContext>,
  );
  return onPick;
};

const yearButtons = () => within(screen.getByRole('group', { name: 'Year' })).getAllByRole('button');

describe('YearBlock', () => {
  it('shows the block of 10 years holding the year, 2 per row, the years out of range disabled', () => {
    renderBlock(2024);
    expect(yearButtons().map((b) => Number(b.textContent))).toEqual([
      2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029,
    ]);
    expect(getComputedStyle(screen.getByRole('group', { name: 'Year' })).gridTemplateColumns).toBe('repeat(2, 1fr)');
    const enabled = yearButtons()
      .filter((b) => !(b as HTMLButtonElement).disabled)
      .map((b) => Number(b.textContent));
    expect(enabled).toEqual([2021, 2022, 2023, 2024, 2025, 2026]);
    expect(screen.getByRole('button', { name: '2024' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement?.textContent).toBe('2024');
  });

  it('moves by blocks of 10, never to a block wholly out of range', () => {
    renderBlock(2024, { first: 2015, last: 2026 });
    const previous = screen.getByRole('button', { name: 'Previous 10 years' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next 10 years' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(previous);
    expect(yearButtons()[0].textContent).toBe('2010');
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    expect(screen.getByText('2010 – 2019')).toBeTruthy();
  });

  it('gives back the year picked', () => {
    const onPick = renderBlock(2024);
    fireEvent.click(screen.getByRole('button', { name: '2022' }));
    expect(onPick).toHaveBeenCalledWith(2022);
  });
});
