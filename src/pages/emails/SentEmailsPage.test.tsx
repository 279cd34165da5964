// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../providers/data/http';
import type { EmailSummary } from '../../domain/emails/email.model';
import { renderDocumentsPage } from '../documents/testing/renderDocumentsPage';
import { SentEmailsPage } from './SentEmailsPage';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const mail = (uuid: string, subject: string, to: string): EmailSummary =>
  ({
    uuid,
    subject,
    recipients: [to],
    status: 'SENT',
    attachmentCount: 1,
    documentCount: 1,
    sender: 'Ada',
    createdAt: '2026-01-02T10:00:00Z',
  }) as EmailSummary;
const MAILS = [mail('m1', 'Facture F-1', 'compta@acme.test'), mail('m2', 'Relance', 'achats@beta.test')];

/** GET /emails as the server answers it: filtered on q (subject or recipient). */
function emailsRoute(req: ApiRequest) {
  const q = String(JSON.parse(String(req.query?.filter ?? '{}')).q ?? '').toLowerCase();
  return MAILS.filter((m) => !q || m.subject.toLowerCase().includes(q) || m.recipients.some((r) => r.includes(q)));
}

describe('sent e-mails page', () => {
  it('shows one page of the log, asked with the list convention', async () => {
    const { calls } = renderDocumentsPage(<SentEmailsPage />, {
      path: '/mails/sent',
      permissions: ['VIEW_EMAILS', 'READ_EMAILS'],
      api: { 'GET /emails': emailsRoute },
    });
    const table = await screen.findByRole('table', { name: 'Sent e-mails' });
    expect(await within(table).findByRole('button', { name: 'Facture F-1' })).toBeTruthy();
    expect(within(table).getByText('achats@beta.test')).toBeTruthy();
    expect(screen.getByText('1-2 of 2')).toBeTruthy();
    const query = calls.find((c) => c.key === 'GET /emails')?.req.query ?? {};
    expect(JSON.parse(String(query.range))).toEqual([0, 19]);
    expect(query.page).toBeUndefined();
  });

  it('filters on a subject or a recipient on the server, and says when nothing matches', async () => {
    const { calls } = renderDocumentsPage(<SentEmailsPage />, {
      path: '/mails/sent',
      permissions: ['VIEW_EMAILS'],
      api: { 'GET /emails': emailsRoute },
    });
    await screen.findByText('Relance');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search a subject or a recipient' }), {
      target: { value: 'acme' },
    });
    await waitFor(() => expect(screen.queryByText('Relance')).toBeNull());
    expect(screen.getByText('Facture F-1')).toBeTruthy();
    expect(JSON.parse(String(calls.at(-1)?.req.query?.filter))).toEqual({ q: 'acme' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search a subject or a recipient' }), {
      target: { value: 'nobody' },
    });
    expect(await screen.findByText('No e-mail matches this search')).toBeTruthy();
  });
});
