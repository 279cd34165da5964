import { apiFetch, apiUpload } from '../../providers/data/http';
import type {
  BankBalanceRecord,
  BankLineRecord,
  BankStatementRecord,
  ImportStatementsAnswer,
  LineState,
  PayLineInput,
} from '../../domain/bankStatements/bankStatement.model';
import type { InvoiceToPay } from '../../domain/payments/payment.model';

const page = (start: number, size: number, filter: Record<string, unknown>, sort?: [string, 'ASC' | 'DESC']) => ({
  range: JSON.stringify([start, start + size - 1]),
  filter: JSON.stringify(filter),
  ...(sort ? { sort: JSON.stringify(sort) } : {}),
});
const id = encodeURIComponent;

/** The bank statement calls: import a file, the statements and their lines, a line's decisions, the balances. */
export const bankApi = {
  importFile: async (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return (
      await apiUpload<ImportStatementsAnswer>('/bankstatements', form, {
        onProgress: () => undefined,
        onSent: () => undefined,
      }).promise
    ).json;
  },
  statements: async (start: number, size: number) => {
    const res = await apiFetch<BankStatementRecord[]>('/bankstatements', {
      query: page(start, size, {}, ['createdAt', 'DESC']),
    });
    return { rows: res.json ?? [], total: res.total ?? 0 };
  },
  statementLines: async (statement: string, start: number, size: number) => {
    const res = await apiFetch<BankLineRecord[]>(`/bankstatements/${id(statement)}/lines`, {
      query: page(start, size, {}),
    });
    return { rows: res.json ?? [], total: res.total ?? 0 };
  },
  lines: async (state: LineState | '', start: number, size: number) => {
    const res = await apiFetch<BankLineRecord[]>('/banklines', { query: page(start, size, state ? { state } : {}) });
    return { rows: res.json ?? [], total: res.total ?? 0 };
  },
  accept: async (line: string, match: string) =>
    (await apiFetch<BankLineRecord>(`/banklines/${id(line)}/matches/${id(match)}/accept`, { method: 'POST' })).json,
  reject: async (line: string, match: string) =>
    (await apiFetch<BankLineRecord>(`/banklines/${id(line)}/matches/${id(match)}/reject`, { method: 'POST' })).json,
  undo: async (line: string) =>
    (await apiFetch<BankLineRecord>(`/banklines/${id(line)}/undo`, { method: 'POST' })).json,
  pay: async (line: string, body: PayLineInput) =>
    (await apiFetch<BankLineRecord>(`/banklines/${id(line)}/pay`, { method: 'POST', body })).json,
  /** Invoices still to pay matching a search (number, supplier…), for paying a line as picked invoices. */
  /** The invoices to pay in that currency (a line is paid with invoices of its currency), searched by `q`. */
  invoicesToPay: async (q: string, size: number, currency: string) =>
    (
      await apiFetch<InvoiceToPay[]>('/invoicestopay', {
        query: page(0, size, q ? { q, currency } : { currency }, ['duedate', 'ASC']),
      })
    ).json ?? [],
  balances: async () => (await apiFetch<BankBalanceRecord[]>('/bankbalances')).json ?? [],
};
