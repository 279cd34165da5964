import AttachFile from '@mui/icons-material/AttachFile';
import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { EmailSummary } from '../../domain/emails/email.model';
import { intlLocale } from '../../domain/locales';
import { formatMoment } from '../../i18n/format';
import { StatusChip } from './StatusChip';

/** Columns left out on small screens. */
const wide = { display: { xs: 'none', md: 'table-cell' } };

interface Props {
  emails: EmailSummary[];
  /** i18n key of the line shown when there is nothing to list. */
  emptyText: string;
  /** Opens an e-mail's detail; absent without the right to read e-mails. */
  onOpen?: (id: string) => void;
}

/** One page of sent e-mails: date, subject, recipients, sender, attachments, status. */
export function SentEmailsTable({ emails, emptyText, onOpen }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('emails.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('emails.date')}</TableCell>
            <TableCell>{translate('emails.subject')}</TableCell>
            <TableCell>{translate('emails.to')}</TableCell>
            <TableCell sx={wide}>{translate('emails.from')}</TableCell>
            <TableCell align="right" sx={wide}>
              {translate('emails.attachments')}
            </TableCell>
            <TableCell>{translate('emails.statusTitle')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {emails.map((m) => (
            <TableRow
              key={m.uuid}
              hover={!!onOpen}
              onClick={onOpen ? () => onOpen(m.uuid) : undefined}
              sx={{ cursor: onOpen ? 'pointer' : 'default' }}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(m.createdAt, intlLocale(locale))}</TableCell>
              <TableCell>
                {onOpen ? (
                  <Button
                    size="small"
                    sx={{ textTransform: 'none', p: 0, minWidth: 0, textAlign: 'left' }}
                    onClick={(e) => {
                      e.stopPropagation();
                      onOpen(m.uuid);
                    }}
                  >
                    {m.subject}
                  </Button>
                ) : (
                  m.subject
                )}
              </TableCell>
              <TableCell
                sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                title={m.recipients.join(', ')}
              >
                {m.recipients.join(', ')}
              </TableCell>
              <TableCell sx={wide}>{m.sender}</TableCell>
              <TableCell align="right" sx={wide}>
                {m.attachmentCount ? (
                  <>
                    <AttachFile fontSize="inherit" sx={{ verticalAlign: 'middle' }} /> {m.attachmentCount}
                  </>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell>
                <StatusChip status={m.status} />
              </TableCell>
            </TableRow>
          ))}
          {!emails.length && (
            <TableRow>
              <TableCell colSpan={6} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                {translate(emptyText)}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
