// @vitest-environment happy-dom
/**
 * Overview Mode (spec §4, §6): the page stays locked while the documents of the new mode load, the choice survives a
 * reload of the tab, and it is in force only where it is allowed.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OverviewModeSwitch } from '../shell/topbar/OverviewModeSwitch';
import { renderWithSession } from '../test/renderWithAdmin';
import { documentLoadsSettled, useOverviewLoad } from './overviewLoads';
import { useSession } from './SessionContext';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

/** A documents view: each change of Overview Mode starts a load that ends when the test says so. */
let finishLoad: () => void = () => undefined;
function DocumentsView() {
  const { overviewMode } = useSession();
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    setLoading(true);
    finishLoad = () => setLoading(false);
  }, [overviewMode]);
  useOverviewLoad(loading);
  return <p>{`overview:${overviewMode}|loading:${loading}`}</p>;
}
const lock = () => screen.queryByTestId('blocking-overlay-lock');
const overlayOpen = () => lock()?.closest('[aria-busy]')?.getAttribute('aria-busy') === 'true';

describe('Overview Mode', () => {
  it('keeps the page locked until the documents of the new mode have loaded', async () => {
    renderWithSession(
      <>
        <OverviewModeSwitch />
        <DocumentsView />
      </>,
    );
    await screen.findByText('overview:false|loading:true');
    act(() => finishLoad());
    const toggle = screen.getByRole('switch', { name: 'Overview Mode' });
    fireEvent.click(toggle);
    await screen.findByText('overview:true|loading:true');
    await new Promise((r) => setTimeout(r, 400));
    expect(overlayOpen()).toBe(true);
    act(() => finishLoad());
    await waitFor(() => expect(overlayOpen()).toBe(false));
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(sessionStorage.getItem('paperdesk.overviewMode')).toBe('on');
  });

  it('is kept across a reload of the tab', async () => {
    sessionStorage.setItem('paperdesk.overviewMode', 'on');
    renderWithSession(<OverviewModeSwitch />);
    expect(((await screen.findByRole('switch', { name: 'Overview Mode' })) as HTMLInputElement).checked).toBe(true);
  });

  it('is not in force once a branch is loaded, though kept', async () => {
    sessionStorage.setItem('paperdesk.overviewMode', 'on');
    localStorage.setItem('buid', 'b1');
    renderWithSession(<DocumentsView />);
    expect(await screen.findByText(/^overview:false/)).toBeTruthy();
  });
});

describe('documentLoadsSettled', () => {
  it('resolves soon when no view starts a load (a page without documents)', async () => {
    const start = Date.now();
    await documentLoadsSettled(50);
    expect(Date.now() - start).toBeLessThan(1000);
  });
});
