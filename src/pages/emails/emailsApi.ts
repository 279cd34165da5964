import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { PaperdeskDataProvider } from '../../providers/data';
import type { EmailDetail, EmailSummary, SendDocumentsEmail, SendEmail } from '../../domain/emails/email.model';

export interface EmailContact {
  uuid: string;
  name: string;
  email: string;
  color: string;
}

/** How many of a document's e-mails its review shows (the newest). */
export const DOCUMENT_EMAILS_SHOWN = 20;

/**
 * The e-mail calls of the API, typed (spec §7). The sent-mail log is react-admin's `emails` resource
 * (useSentEmails), paged by the server.
 */
export function emailsApi(dp: PaperdeskDataProvider) {
  return {
    /** The e-mails that carried one document (the first page, list convention: range=[start,end]). */
    ofDocument: (documentId: string) =>
      dp.call<EmailSummary[]>('/emails/document', {
        query: { documentId, range: JSON.stringify([0, DOCUMENT_EMAILS_SHOWN - 1]) },
      }),
    detail: (id: string) => dp.call<EmailDetail>(`/emails/${encodeURIComponent(id)}`),
    contacts: () => dp.call<EmailContact[]>('/emailcontacts'),
    /** An empty answer means the mail server took it; a refusal comes back as an error with the reason. */
    send: (body: SendEmail) => dp.call<string>('/emails/send', { method: 'POST', body }),
    sendDocuments: (body: SendDocumentsEmail) => dp.call<string>('/documents/sendemail', { method: 'PUT', body }),
  };
}
export type EmailsApi = ReturnType<typeof emailsApi>;

export function useEmailsApi(): EmailsApi {
  const dp = useDataProvider<PaperdeskDataProvider>();
  return useMemo(() => emailsApi(dp), [dp]);
}
