import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ApprovalDecision } from '../../domain/approvals/approvalRule';
import { errorDetail } from '../../i18n/errorMessage';
import { useToast } from '../../shell/feedback/toast';
import { useDocumentFormat } from '../shared/useDocumentFormat';
import type { DocumentApproval } from '../../domain/approvals/approvalAnswer';
import { useApprovalsApi } from './approvalsApi';

const SEVERITY = { PENDING: 'warning', APPROVED: 'success', REFUSED: 'error' } as const;

/**
 * The review's approval: an invoice an approval rule covers waits for its approvers, step by step; an approver
 * approves or refuses it here with a comment. Nothing shows when no rule covers the invoice.
 */
export function ApprovalPanel({
  documentId,
  status,
  revision,
}: {
  documentId: string;
  status: number;
  /** The document as the review last read it: read again, its approval is read again (its version with it). */
  revision?: unknown;
}) {
  const translate = useTranslate();
  const toast = useToast();
  const fmt = useDocumentFormat();
  const api = useApprovalsApi();
  const [approval, setApproval] = useState<DocumentApproval>();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const t = (k: string, o?: Record<string, unknown>) => translate(`approvals.${k}`, o);

  useEffect(() => {
    let current = true;
    api.get(documentId).then(
      (a) => current && setApproval(a),
      () => current && setApproval(undefined),
    );
    return () => {
      current = false;
    };
  }, [api, documentId, status, revision]);

  if (!approval?.required) return null;
  const decide = async (decision: ApprovalDecision) => {
    setBusy(true);
    setError('');
    try {
      setApproval(await api.decide(documentId, decision, comment, approval.version));
      setComment('');
      toast.success(`approvals.done.${decision}`);
    } catch (err) {
      setError(errorDetail(err));
      // changed or decided meanwhile: the approval as it is now (its version with it), the refusal kept on screen
      api.get(documentId).then(setApproval, () => undefined);
    } finally {
      setBusy(false);
    }
  };
  const step = approval.steps[approval.currentStep];

  return (
    <Card sx={{ mb: 2.5 }} component="section" aria-label={t('title')}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          {t('title')}
        </Typography>
        <Stack spacing={1}>
          <Alert severity={SEVERITY[approval.state]} data-testid="approval-state">
            {t(`state.${approval.state}`, { rule: approval.rule })}
          </Alert>
          {approval.state === 'PENDING' && step && (
            <Typography variant="body2">
              {t('step', {
                step: approval.currentStep + 1,
                steps: approval.steps.length,
                approvals: step.approvals,
                required: step.required,
              })}
            </Typography>
          )}
          {approval.decisions.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {approval.decisions.map((d) => (
                <Typography component="li" variant="body2" key={d.id}>
                  {t(`decided.${d.decision}`, { by: d.userName || '—', at: fmt.moment(d.createdAt) })}
                  {d.comment ? ` « ${d.comment} »` : ''}
                </Typography>
              ))}
            </Box>
          )}
          {approval.state === 'PENDING' && !approval.canDecide && approval.reason && (
            <Typography variant="body2" color="text.secondary">
              {translate(approval.reason)}
            </Typography>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
        {approval.canDecide && (
          <Stack spacing={1.5} sx={{ mt: 2 }}>
            <TextField
              label={t('comment')}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="contained" disabled={busy} onClick={() => void decide('APPROVE')}>
                {t('approve')}
              </Button>
              <Button variant="outlined" color="error" disabled={busy} onClick={() => void decide('REFUSE')}>
                {t('refuse')}
              </Button>
            </Stack>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
