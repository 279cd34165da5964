import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { PaperdeskDataProvider } from '../../../dataProvider';
import type { EmailDetail, EmailSummary, SendDocumentsEmail, SendEmail } from '../../../resources/emails/model';

export interface EmailContact { uuid: string; name: string; email: string; color: string }

/** The e-mail calls of the API, typed (spec §7). */
export function emailsApi(dp: PaperdeskDataProvider) {
  return {
    list: (page: number, size: number) => dp.callPage<EmailSummary>('/emails', { query: { page, size } }),
    /** The e-mails that carried one document (first page). */
    ofDocument: (documentId: string) => dp.call<EmailSummary[]>('/emails/document', { query: { documentId, page: 0, size: 20 } }),
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
