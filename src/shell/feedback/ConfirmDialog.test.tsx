// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n';
import { BlockingOverlayProvider, useBlockingOverlay } from './BlockingOverlay';
import { ConfirmProvider, useConfirm } from './ConfirmDialog';

afterEach(cleanup);

function Asker() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <button
      onClick={async () =>
        setAnswer(String(await confirm({ message: 'confirmation.switchbranch', messageArgs: { name: 'Lyon' } })))
      }
    >
      {`ask:${answer}`}
    </button>
  );
}

function Locker() {
  const overlay = useBlockingOverlay();
  return <button onClick={() => overlay.lock()}>{`lock:${overlay.locked}`}</button>;
}

const renderIn = (ui: React.ReactNode) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <BlockingOverlayProvider>
        <ConfirmProvider>{ui}</ConfirmProvider>
      </BlockingOverlayProvider>
    </AdminContext>,
  );

describe('confirmation dialog', () => {
  it('resolves true on accept', async () => {
    renderIn(<Asker />);
    fireEvent.click(screen.getByText('ask:none'));
    expect(await screen.findByText('Switch to the branch Lyon? The page will reload.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('ask:true')).toBeTruthy();
  });

  it('treats closing as cancel', async () => {
    renderIn(<Asker />);
    fireEvent.click(screen.getByText('ask:none'));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(await screen.findByText('ask:false')).toBeTruthy();
  });
});

describe('blocking overlay', () => {
  it('shows a lock while locked', async () => {
    renderIn(<Locker />);
    fireEvent.click(screen.getByText('lock:false'));
    await waitFor(() => expect(screen.getByText('lock:true')).toBeTruthy());
    expect(screen.getByTestId('blocking-overlay-lock')).toBeTruthy();
    expect(screen.getByText('Please wait…')).toBeTruthy();
  });
});
