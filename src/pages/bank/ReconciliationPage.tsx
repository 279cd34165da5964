import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import { Box, Button, List, ListItem, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useCallback, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { BankLineRecord, BankMatchRecord, LineState } from '../../domain/bankStatements/bankStatement.model';
import { useToast } from '../../shell/feedback/toast';
import { ListPagination } from '../../shell/lists/ListPagination';
import { ListPanel } from '../shared/ListPanel';
import { useDocumentFormat } from '../shared/useDocumentFormat';
import { usePagedRows } from '../shared/usePagedRows';
import { ExportButton } from '../exports/ExportButton';
import { bankApi } from './bankApi';
import { LineStateChip } from './LineStateChip';
import { PayLineDialog } from './PayLineDialog';
import { useSession } from '../../session/SessionContext';

const STATES: Array<LineState | ''> = ['PROPOSED', 'UNMATCHED', 'MATCHED', ''];

/**
 * /bank/reconciliation: the statement lines waiting for a user, a page at a time, each with its candidates.
 * Keyboard: ↑/↓ (or k/j) move between lines, Enter or a accepts the first candidate, r rejects it, u undoes,
 * p pays a line not reconciled as invoices the user picks (PayLineDialog). Accepting, undoing and paying a line say
 * the money left or not, as marking a payment done does: offered to who may execute payments (the server's rule).
 */
export function ReconciliationPage() {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const toast = useToast();
  const [state, setState] = useState<LineState | ''>('PROPOSED');
  const [focus, setFocus] = useState(0);
  const [paying, setPaying] = useState<BankLineRecord | null>(null);
  const { has } = useSession();
  const mayExecute = has('EXECUTE_PAYMENTS');
  const mayPay = mayExecute && has('CREATE_PAYMENTS');
  const load = useCallback((start: number, size: number) => bankApi.lines(state, start, size), [state]);
  const list = usePagedRows(load);

  const rows = list.rows;
  const replace = (line: BankLineRecord) => list.setRows((rs) => rs.map((r) => (r.id === line.id ? line : r)));
  const act = async (run: () => Promise<BankLineRecord>, done: string) => {
    try {
      replace(await run());
      toast.success(done);
    } catch (err) {
      toast.error(err);
    }
  };
  const proposed = (line: BankLineRecord) => line.matches.filter((m) => m.status === 'PROPOSED');
  const accept = (line: BankLineRecord, m: BankMatchRecord) =>
    act(() => bankApi.accept(line.id, m.id), 'bank.accepted');
  const reject = (line: BankLineRecord, m: BankMatchRecord) =>
    act(() => bankApi.reject(line.id, m.id), 'bank.rejected');
  const undo = (line: BankLineRecord) => act(() => bankApi.undo(line.id), 'bank.undone');

  const onKey = (e: KeyboardEvent) => {
    const line = rows[focus];
    if (e.key === 'ArrowDown' || e.key === 'j') setFocus((f) => Math.min(rows.length - 1, f + 1));
    else if (e.key === 'ArrowUp' || e.key === 'k') setFocus((f) => Math.max(0, f - 1));
    else if (!line) return;
    else if ((e.key === 'Enter' || e.key === 'a') && mayExecute && proposed(line)[0])
      void accept(line, proposed(line)[0]);
    else if (e.key === 'r' && proposed(line)[0]) void reject(line, proposed(line)[0]);
    else if (e.key === 'u' && mayExecute && line.state === 'MATCHED') void undo(line);
    else if (e.key === 'p' && mayPay && line.state !== 'MATCHED') setPaying(line);
    else return;
    e.preventDefault();
  };

  const candidate = (m: BankMatchRecord) =>
    m.payment
      ? `${m.payment.suppliername} · ${fmt.day(m.payment.paymentdate)} · ${fmt.money(m.payment.total, m.payment.currency)} · ${translate(
          m.payment.paymentstatus ? 'bank.paymentDone' : 'bank.paymentInProgress',
        )}`
      : m.document
        ? `${m.document.suppliername} · ${m.document.number} · ${fmt.money(m.document.solde, m.document.currency)}`
        : '';

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        {translate('bank.reconciliation.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('bank.reconciliation.keys')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={state}
          onChange={(_, v: LineState | '' | null) => {
            if (v === null) return;
            setState(v);
            list.paging.setPage(1);
            setFocus(0);
          }}
          sx={{ flexWrap: 'wrap' }}
          aria-label={translate('bank.stateFilter')}
        >
          {STATES.map((s) => (
            <ToggleButton key={s || 'all'} value={s}>
              {translate(s ? `bank.state.${s}` : 'bank.state.all')}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ExportButton request={{ kind: 'unreconciled' }} />
      </Stack>
      <ListPanel loading={list.loading}>
        <List
          tabIndex={0}
          onKeyDown={onKey}
          aria-label={translate('bank.reconciliation.list')}
          sx={{ outline: 'none' }}
        >
          {list.loaded && !rows.length && (
            <ListItem>
              <Typography color="text.secondary">{translate('bank.reconciliation.empty')}</Typography>
            </ListItem>
          )}
          {rows.map((line, i) => (
            <ListItem
              key={line.id}
              divider
              aria-current={i === focus ? 'true' : undefined}
              onClick={() => setFocus(i)}
              data-testid="bank-line"
              sx={{ display: 'block', bgcolor: i === focus ? 'action.selected' : undefined }}
            >
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
              >
                <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {fmt.money(line.amount, line.currency)}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  {fmt.day(line.bookingDate)}
                </Typography>
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {[line.counterpartyName, line.remittance].filter(Boolean).join(' · ')}
                </Typography>
                <LineStateChip state={line.state} />
                {mayPay && line.state !== 'MATCHED' && (
                  <Button size="small" startIcon={<PaymentsOutlined />} onClick={() => setPaying(line)}>
                    {translate('bank.pay.open')}
                  </Button>
                )}
                {mayExecute && line.state === 'MATCHED' && (
                  <Button size="small" startIcon={<UndoOutlined />} onClick={() => void undo(line)}>
                    {translate('bank.undo')}
                  </Button>
                )}
              </Stack>
              {line.matches
                .filter((m) => m.status !== 'REJECTED')
                .map((m) => (
                  <Stack
                    key={m.id}
                    direction="row"
                    spacing={1}
                    sx={{ mt: 0.5, pl: { sm: 2 }, alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                    >
                      {translate(`bank.rule.${m.rule}`)} — {candidate(m)}
                    </Typography>
                    {m.status === 'PROPOSED' && (
                      <>
                        {mayExecute && (
                          <Button size="small" startIcon={<CheckOutlined />} onClick={() => void accept(line, m)}>
                            {translate('bank.accept')}
                          </Button>
                        )}
                        <Button
                          size="small"
                          color="inherit"
                          startIcon={<CloseOutlined />}
                          onClick={() => void reject(line, m)}
                        >
                          {translate('bank.reject')}
                        </Button>
                      </>
                    )}
                  </Stack>
                ))}
            </ListItem>
          ))}
        </List>
        <ListPagination paging={list.paging} sizes={[10, 20, 50]} />
      </ListPanel>
      {paying && (
        <PayLineDialog
          line={paying}
          onClose={() => setPaying(null)}
          onPaid={(line) => {
            replace(line);
            setPaying(null);
          }}
        />
      )}
    </Box>
  );
}
