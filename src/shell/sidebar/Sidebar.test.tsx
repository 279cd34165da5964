// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '../../test/renderWithAdmin';
import { SIDEBAR_CLOSE_DELAY_MS } from '../menuLayout';
import { Sidebar } from './Sidebar';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('mode', btoa('DOCUMENTS'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const anchorButton = () => screen.queryByRole('button', { name: 'Keep the menu open' });

describe('sidebar', () => {
  it('shows the logo link and the menu of the current mode (static layout)', async () => {
    renderWithSession(<Sidebar />);
    expect((await screen.findByRole('link', { name: 'Home' })).getAttribute('href')).toBe('/');
    const item = screen.getByRole('link', { name: 'Dashboard' });
    expect(item.getAttribute('href')).toBe('/documentmanagement/maindashboard');
    expect(item.getAttribute('aria-current')).toBe('page');
  });

  it('reveal: opens on mouse enter and closes 300 ms after the mouse leaves', async () => {
    renderWithSession(<Sidebar />, { store: memoryStore({ 'paperdesk.menuLayout': 'reveal' }) });
    const aside = await screen.findByRole('complementary');
    expect(anchorButton()).toBeNull();
    fireEvent.mouseEnter(aside);
    expect(anchorButton()).toBeTruthy();

    vi.useFakeTimers();
    fireEvent.mouseLeave(aside);
    act(() => {
      vi.advanceTimersByTime(SIDEBAR_CLOSE_DELAY_MS - 10);
    });
    expect(anchorButton()).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(anchorButton()).toBeNull();
  });

  it('reveal: stays open once anchored', async () => {
    renderWithSession(<Sidebar />, { store: memoryStore({ 'paperdesk.menuLayout': 'drawer' }) });
    const aside = await screen.findByRole('complementary');
    fireEvent.mouseEnter(aside);
    fireEvent.click(anchorButton()!);
    vi.useFakeTimers();
    fireEvent.mouseLeave(aside);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(anchorButton()).toBeTruthy();
  });
});
