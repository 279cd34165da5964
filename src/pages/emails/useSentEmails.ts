import { useListController, type ListControllerResult } from 'react-admin';
import type { EmailSummary } from '../../domain/emails/email.model';
import { useToast } from '../../shell/feedback/toast';

export type SentEmailsPage = ListControllerResult<EmailSummary & { id: string }>;

export const EMAIL_PAGE_SIZES = [10, 20, 50, 100];

/**
 * One page of the sent-mail log, newest first, paged and filtered by the server (react-admin's list
 * controller over the data provider's `emails` resource); `q` filters on the subject or a recipient.
 */
export function useSentEmails(): SentEmailsPage {
  const toast = useToast();
  return useListController<EmailSummary & { id: string }>({
    resource: 'emails',
    sort: { field: 'createdAt', order: 'DESC' },
    perPage: EMAIL_PAGE_SIZES[1],
    disableSyncWithLocation: true,
    storeKey: false,
    // the page guards its own access; the server checks every call
    disableAuthentication: true,
    debounce: 300,
    queryOptions: { onError: (err: unknown) => toast.error(err) },
  });
}
