import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RecipientsField } from '../emails/RecipientsField';

export interface Notice {
  send: boolean;
  recipients: string[];
  subject: string;
  content: string;
  attach: boolean;
}

/** The payment's own notice (spec §3 send fields): to whom, what, and whether the paid documents go with it. */
export function PaymentNotice({ value, onChange }: { value: Notice; onChange: (n: Notice) => void }) {
  const translate = useTranslate();
  const set = (patch: Partial<Notice>) => onChange({ ...value, ...patch });
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <FormControlLabel
        control={<Checkbox checked={value.send} onChange={(e) => set({ send: e.target.checked })} />}
        label={translate('payments.notice')}
      />
      {value.send && (
        <>
          <RecipientsField
            value={value.recipients}
            onChange={(recipients) => set({ recipients })}
            error={value.recipients.length ? undefined : 'error.recipientsrequired'}
          />
          <TextField
            label={translate('emails.subject')}
            value={value.subject}
            onChange={(e) => set({ subject: e.target.value })}
          />
          <TextField
            label={translate('emails.content')}
            value={value.content}
            onChange={(e) => set({ content: e.target.value })}
            multiline
            minRows={4}
          />
          <FormControlLabel
            control={<Checkbox checked={value.attach} onChange={(e) => set({ attach: e.target.checked })} />}
            label={translate('emails.includeAttachments')}
          />
        </>
      )}
    </Stack>
  );
}
