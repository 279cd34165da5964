import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Box,
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { BankStatementRecord } from '../../domain/bankStatements/bankStatement.model';
import { useToast } from '../../shell/feedback/toast';
import { ListPagination } from '../../shell/lists/ListPagination';
import { EmptyTableRow, ListPanel } from '../shared/ListPanel';
import { useDocumentFormat } from '../shared/useDocumentFormat';
import { usePagedRows } from '../shared/usePagedRows';
import { bankApi } from './bankApi';
import { LineStateChip } from './LineStateChip';

/** Columns left out on a phone. */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

function StatementLines({ statement }: { statement: BankStatementRecord }) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const load = useCallback(
    (start: number, size: number) => bankApi.statementLines(statement.id, start, size),
    [statement.id],
  );
  const lines = usePagedRows(load);
  return (
    <ListPanel loading={lines.loading} sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
        {translate('bank.statements.lines', { name: statement.fileName || statement.reference })}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={translate('bank.statements.lines', { name: statement.fileName })}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('bank.bookingDate')}</TableCell>
              <TableCell align="right">{translate('bank.amount')}</TableCell>
              <TableCell sx={WIDE}>{translate('bank.details')}</TableCell>
              <TableCell>{translate('bank.stateTitle')}</TableCell>
              <TableCell sx={WIDE}>{translate('bank.matchedPayments')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.rows.map((l) => (
              <TableRow key={l.id} data-testid="statement-line">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{fmt.day(l.bookingDate)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {fmt.money(l.amount, l.currency)}
                </TableCell>
                <TableCell sx={{ ...WIDE, overflowWrap: 'anywhere' }}>
                  {[l.counterpartyName, l.remittance].filter(Boolean).join(' · ')}
                </TableCell>
                <TableCell>
                  <LineStateChip state={l.state} />
                </TableCell>
                <TableCell sx={WIDE}>
                  {l.matches
                    .filter((m) => m.status === 'CONFIRMED')
                    .map((m) => m.payment?.name || m.document?.number)
                    .join(', ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination paging={lines.paging} sizes={[20, 50, 100]} />
    </ListPanel>
  );
}

/** /bank/statements: import a statement file (camt.052/053/054, OFX, CFONB 120), the statements, a statement's lines. */
export function StatementsPage() {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<BankStatementRecord | null>(null);
  const statements = usePagedRows(bankApi.statements);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const { statements: done } = await bankApi.importFile(file);
      const added = done.reduce((n, s) => n + s.newLines, 0);
      if (done.every((s) => s.duplicate)) toast.info('bank.statements.already');
      else toast.success('bank.statements.imported', { detailArgs: { smart_count: added } });
      await statements.reload();
    } catch (err) {
      toast.error(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Box sx={{ mr: 'auto', minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {translate('bank.statements.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('bank.statements.subtitle')}
          </Typography>
        </Box>
        <input
          ref={input}
          type="file"
          hidden
          onChange={(e) => void onFile(e)}
          data-testid="statement-file"
          aria-label={translate('bank.statements.import')}
        />
        <Button
          variant="contained"
          startIcon={<UploadFileOutlined />}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {translate('bank.statements.import')}
        </Button>
      </Box>
      <ListPanel loading={statements.loading || busy}>
        <TableContainer>
          <Table size="small" aria-label={translate('bank.statements.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('bank.account')}</TableCell>
                <TableCell sx={WIDE}>{translate('bank.statements.file')}</TableCell>
                <TableCell sx={WIDE}>{translate('bank.statements.period')}</TableCell>
                <TableCell align="right">{translate('bank.statements.lineCount')}</TableCell>
                <TableCell>{translate('bank.stateTitle')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {statements.loaded && !statements.rows.length && (
                <EmptyTableRow colSpan={5} text={translate('bank.statements.empty')} />
              )}
              {statements.rows.map((s) => (
                <TableRow
                  key={s.id}
                  hover
                  selected={selected?.id === s.id}
                  onClick={() => setSelected(s)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {s.bankaccountname}
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {s.format} · {fmt.moment(s.createdAt)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ ...WIDE, overflowWrap: 'anywhere' }}>{s.fileName}</TableCell>
                  <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>
                    {fmt.day(s.fromDate)} – {fmt.day(s.toDate)}
                  </TableCell>
                  <TableCell align="right">
                    {fmt.number(s.newLines)} / {fmt.number(s.lineCount)}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={s.status === 'RECONCILED' ? 'success' : 'info'}
                      label={translate(`bank.statementStatus.${s.status}`)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPagination paging={statements.paging} sizes={[10, 20, 50]} />
      </ListPanel>
      {selected && <StatementLines key={selected.id} statement={selected} />}
    </Box>
  );
}
