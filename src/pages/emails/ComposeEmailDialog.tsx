import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { sendDocumentsEmailSchema, sendEmailSchema } from '../../domain/emails/email.model';
import { useToast } from '../../shell/feedback/toast';
import { useEmailsApi } from './emailsApi';
import { RecipientsField } from './RecipientsField';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Documents to send (PUT /documents/sendemail); none: a free e-mail (POST /emails/send). */
  documents?: string[];
  onSent?: () => void;
}

type Errors = Partial<Record<'emailAddresses' | 'emailSubject' | 'mailContent', string>>;

/** Writes and sends an e-mail, with the selected documents attached or summarised when there are some. */
export function ComposeEmailDialog({ open, onClose, documents, onSent }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const api = useEmailsApi();
  const withDocs = !!documents?.length;
  const [to, setTo] = useState<string[]>([]);
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [attach, setAttach] = useState(true);
  const [summary, setSummary] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!open) return;
    setTo([]);
    setContent('');
    setErrors({});
    setAttach(true);
    setSummary(false);
    setSubject(withDocs ? translate('emails.documentsSubject', { smart_count: documents!.length }) : '');
  }, [open, withDocs, documents, translate]);

  const submit = async () => {
    const base = { emailAddresses: to, emailSubject: subject, mailContent: content };
    const parsed = withDocs
      ? sendDocumentsEmailSchema.safeParse({ ...base, documents, includeAttachements: attach, includeSummary: summary })
      : sendEmailSchema.safeParse(base);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'emailAddresses' || field === 'emailSubject' || field === 'mailContent')
          next[field] ??= issue.message;
        else toast.error(issue.message); // the documents themselves: nothing to correct in the form
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      if (withDocs) await api.sendDocuments(parsed.data as never);
      else await api.send(parsed.data);
      toast.success('emails.sent', { detailArgs: { smart_count: to.length } });
      onSent?.();
      onClose();
    } catch (err) {
      toast.error(err);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="compose-email-title"
    >
      <DialogTitle id="compose-email-title">
        {withDocs ? translate('emails.sendDocuments', { smart_count: documents!.length }) : translate('emails.compose')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <RecipientsField value={to} onChange={setTo} error={errors.emailAddresses} />
          <TextField
            label={translate('emails.subject')}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            required
            error={!!errors.emailSubject}
            helperText={errors.emailSubject ? translate(errors.emailSubject) : ' '}
          />
          <TextField
            label={translate('emails.content')}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            multiline
            minRows={6}
            error={!!errors.mailContent}
            helperText={errors.mailContent ? translate(errors.mailContent) : ' '}
          />
          {withDocs && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormControlLabel
                control={<Checkbox checked={attach} onChange={(e) => setAttach(e.target.checked)} />}
                label={translate('emails.includeAttachments')}
              />
              <FormControlLabel
                control={<Checkbox checked={summary} onChange={(e) => setSummary(e.target.checked)} />}
                label={translate('emails.includeSummary')}
              />
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} loading={sending}>
          {translate('emails.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
