import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useAuditText } from '../../resources/views/history/useAuditText';
import { ApiDatePicker } from '../../shell/dates/ApiDatePicker';

/** GET /audit's filters. */
export interface AuditFilter {
  user?: string;
  entity?: string;
  entityId?: string;
  action?: string;
  from?: string;
  to?: string;
}

/** The record types and actions the trail holds (their words: src/resources/audit). */
export const AUDIT_ENTITIES = [
  'documents',
  'suppliers',
  'payments',
  'users',
  'rule_groups',
  'approval_rules',
  'companies',
  'mailboxes',
  'api_keys',
  'bank_accounts',
] as const;
export const AUDIT_ACTIONS = [
  'CREATE',
  'UPDATE',
  'DELETE',
  'VALIDATE',
  'APPROVE',
  'REFUSE',
  'CONFIRM',
  'PURGE',
] as const;

/** Each filter takes its share of the row (170 px at least) and the row wraps: never one per line on a wide screen. */
const FIELD = { size: 'small', sx: { flex: { md: '1 1 170px' } }, fullWidth: true } as const;

/** The Audit page's filters: user, record type, record id, action, period. */
export function AuditFilters({ value, onChange }: { value: AuditFilter; onChange: (f: AuditFilter) => void }) {
  const translate = useTranslate();
  const text = useAuditText();
  const t = (k: string) => translate(`audit.filters.${k}`);
  const { data: users = [] } = useGetList('administration/users/list', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'lastname', order: 'ASC' },
  });
  const set = (k: keyof AuditFilter, v: string) => onChange({ ...value, [k]: v || undefined });
  const select = (k: keyof AuditFilter, options: ReadonlyArray<{ value: string; label: string }>) => (
    <TextField select label={t(k)} value={value[k] ?? ''} onChange={(e) => set(k, e.target.value)} {...FIELD}>
      <MenuItem value="">{t('all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
      {select(
        'user',
        users.map((u) => ({
          value: String(u.id),
          label: [u.firstname, u.lastname].filter(Boolean).join(' ') || String(u.email ?? u.id),
        })),
      )}
      {select(
        'entity',
        AUDIT_ENTITIES.map((e) => ({ value: e, label: text.entity(e) })),
      )}
      {select(
        'action',
        AUDIT_ACTIONS.map((a) => ({ value: a, label: text.action(a) })),
      )}
      <TextField
        label={t('entityId')}
        value={value.entityId ?? ''}
        onChange={(e) => set('entityId', e.target.value.trim())}
        {...FIELD}
      />
      {/* days in the interface language's format (a native date input follows the browser's) */}
      <ApiDatePicker label={t('from')} value={value.from ?? ''} onChange={(day) => set('from', day)} {...FIELD} />
      <ApiDatePicker label={t('to')} value={value.to ?? ''} onChange={(day) => set('to', day)} {...FIELD} />
      {Object.values(value).some(Boolean) && (
        <Button onClick={() => onChange({})} sx={{ alignSelf: { md: 'center' } }}>
          {t('clear')}
        </Button>
      )}
    </Stack>
  );
}
