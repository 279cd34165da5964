import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import { Box, Button, List, ListSubheader, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AccountRecord } from '../../domain/accounts/account.model';
import { apiFetch } from '../../providers/data/http';
import { readStoredAccount } from '../../session/scope';
import { useSession } from '../../session/SessionContext';
import { workInAccount } from '../../session/workInAccount';
import { TopbarChoiceButton, TopbarOption } from './TopbarChoice';
import { TopbarPopover } from './TopbarPopover';

/** How many accounts the pop-up lists at once; a search narrows them. */
export const ACCOUNTS_SHOWN = 20;

/** GET /accounts' line as the domain declares it. */
type AccountRow = AccountRecord;

/** The first accounts matching `q` (GET /accounts, paged and searched by the server). */
function useAccounts(open: boolean, q: string) {
  const [rows, setRows] = useState<AccountRow[]>([]);
  const [total, setTotal] = useState(0);
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiFetch<AccountRow[]>('/accounts', {
        query: { range: JSON.stringify([0, ACCOUNTS_SHOWN - 1]), filter: JSON.stringify(q.trim() ? { q } : {}) },
        signal: controller.signal,
      }).then(
        (res) => {
          setRows(res.json ?? []);
          setTotal(res.total ?? res.json?.length ?? 0);
        },
        () => undefined,
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, q]);
  return { rows, total };
}

/**
 * The top bar's database button (spec §2, shown conditionally): the super administrator's choice of whose data the
 * app shows, the customer account they work in (header `sauid`, spec §3, §6) or none (their own area). Shown to the
 * super administrator only; it names the account chosen.
 */
export function DatabaseButton() {
  const translate = useTranslate();
  const { userInfo, companyInfo, accountChosen } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [q, setQ] = useState('');
  const { rows, total } = useAccounts(Boolean(anchor), q);
  if (!userInfo.superAdmin) return null;
  const chosen = readStoredAccount();
  const current = accountChosen ? (companyInfo?.name ?? '') : translate('app.database.none');
  const choose = (uuid: string | null) => {
    setAnchor(null);
    if (uuid !== chosen) workInAccount(uuid);
  };

  return (
    <>
      <TopbarChoiceButton
        icon={<StorageOutlined />}
        chosen={current}
        ariaLabel={translate('app.database.button', { name: current })}
        popup="dialog"
        onOpen={setAnchor}
      />
      <TopbarPopover anchor={anchor} onClose={() => setAnchor(null)}>
        <Box sx={{ width: { xs: 'calc(100vw - 32px)', sm: 320 }, maxWidth: 320 }}>
          <Box sx={{ p: 1.5, pb: 0.5 }}>
            <TextField
              autoFocus
              fullWidth
              size="small"
              label={translate('app.database.search')}
              value={q}
              onChange={(e) => setQ(e.target.value)}
            />
          </Box>
          <List
            role="listbox"
            aria-label={translate('app.database.choose')}
            dense
            sx={{ maxHeight: 360, overflowY: 'auto' }}
            subheader={<ListSubheader>{translate('app.database.choose')}</ListSubheader>}
          >
            {rows.map((a) => (
              <TopbarOption
                key={a.uuid}
                active={a.uuid === chosen}
                primary={a.companyName}
                secondary={a.email}
                onChoose={() => choose(a.uuid)}
              />
            ))}
          </List>
          {total > rows.length && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pb: 1 }}>
              {translate('app.database.more', { smart_count: total - rows.length })}
            </Typography>
          )}
          {chosen && (
            <Box sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}>
              <Button fullWidth startIcon={<LogoutOutlined />} onClick={() => choose(null)}>
                {translate('app.database.leave')}
              </Button>
            </Box>
          )}
        </Box>
      </TopbarPopover>
    </>
  );
}
