import { Alert, Button, DialogActions, DialogContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ApprovalDecision } from '../../domain/approvals/approvalRule';
import { errorDetail } from '../../i18n/errorMessage';
import { NarrowDialog } from '../../shell/feedback/NarrowDialog';
import { useToast } from '../../shell/feedback/toast';
import { useApprovalsApi } from '../approvals/approvalsApi';

export interface ToDecide {
  uuid: string;
  /** The invoice as listed: a change since answers "changed meanwhile". */
  version?: string;
  /** "Invoice F-12 from Orange, 1 200,00 €": what is decided. */
  summary: string;
}

/**
 * Approve or refuse one invoice of the To-approve list, with a comment. `onClose(refresh)`: the list is read again
 * after a decision, or after a refusal (the invoice changed or was decided meanwhile: the list shows it as it is).
 */
export function DecideDialog({ doc, onClose }: { doc: ToDecide | null; onClose: (refresh: boolean) => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const api = useApprovalsApi();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const close = (decided: boolean) => {
    setComment('');
    setError('');
    onClose(decided || !!error);
  };
  const decide = async (decision: ApprovalDecision) => {
    if (!doc) return;
    setBusy(true);
    setError('');
    try {
      await api.decide(doc.uuid, decision, comment, doc.version);
      toast.success(`approvals.done.${decision}`);
      close(true);
    } catch (err) {
      setError(errorDetail(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <NarrowDialog open={!!doc} onClose={() => close(false)} title={translate('approvals.toApprove.decide')}>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{doc?.summary}</Typography>
          <TextField
            label={translate('approvals.comment')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            multiline
            minRows={2}
            autoFocus
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => close(false)}>{translate('ra.action.cancel')}</Button>
        <Button variant="outlined" color="error" disabled={busy} onClick={() => void decide('REFUSE')}>
          {translate('approvals.refuse')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void decide('APPROVE')}>
          {translate('approvals.approve')}
        </Button>
      </DialogActions>
    </NarrowDialog>
  );
}
