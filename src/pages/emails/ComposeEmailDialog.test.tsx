// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { everyTextI18nProvider } from '../../catalogue/allLanguages';
import { fakeDataProvider } from '../../test/fixtures';
import { renderWithSession } from '../../test/renderWithAdmin';
import { ComposeEmailDialog } from './ComposeEmailDialog';

const DOCS = ['0b6d3a4e-6f1c-4d7e-9a55-3f0c2b1a9e01', '0b6d3a4e-6f1c-4d7e-9a55-3f0c2b1a9e02'];
const i18n = everyTextI18nProvider();

function setup(answer: (path: string, req?: { body?: unknown }) => Promise<unknown> = async () => '') {
  const call = vi.fn(async (path: string, req?: { body?: unknown }) => {
    if (path === '/emailcontacts') return [{ uuid: 'c1', name: 'Compta', email: 'compta@client.fr', color: '#123456' }];
    if (path === '/metrics') return {};
    if (path === '/documents/sendemail' || path === '/emails/send') return answer(path, req);
    return [];
  });
  const onClose = vi.fn();
  renderWithSession(<ComposeEmailDialog open documents={DOCS} onClose={onClose} />, {
    dataProvider: fakeDataProvider({ call: call as never }),
    i18n,
  });
  return { call, onClose };
}
const sends = (call: ReturnType<typeof vi.fn>) => call.mock.calls.filter(([p]) => p === '/documents/sendemail');
afterEach(cleanup);

describe('the e-mail dialog for documents', () => {
  it('asks for a recipient before sending anything', async () => {
    const { call } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Add at least one recipient')).toBeTruthy();
    expect(sends(call)).toHaveLength(0);
  });

  it('refuses a malformed address, then sends the documents with attachments', async () => {
    const { call, onClose } = setup();
    const to = await screen.findByRole('combobox', { name: /Recipients/ });
    fireEvent.change(to, { target: { value: 'not-an-address,' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    fireEvent.click(screen.getByTitle('not-an-address').querySelector('svg')!);
    fireEvent.change(to, { target: { value: 'Compta@Client.fr,' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sends(call)).toHaveLength(1));
    expect(sends(call)[0][1]).toMatchObject({
      method: 'PUT',
      body: {
        documents: DOCS,
        emailAddresses: ['compta@client.fr'],
        emailSubject: 'Documents',
        includeAttachements: true,
        includeSummary: false,
      },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the mail server's refusal and stays open", async () => {
    const { onClose } = setup(async () => {
      throw new HttpError('The mail server refused the message: Mailbox unavailable', 502);
    });
    const to = await screen.findByRole('combobox', { name: /Recipients/ });
    fireEvent.change(to, { target: { value: 'gone@client.fr,' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Mailbox unavailable/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
