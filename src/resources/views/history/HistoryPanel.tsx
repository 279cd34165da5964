import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAuditApi, type AuditEntry, type HistorySubject } from './auditApi';
import { useAuditText } from './useAuditText';

const PAGE = 10;
/** Fields listed per entry before "and N other fields". */
const SHOWN = 6;

/**
 * A record's history from the audit trail (the review, the document source's screen): who changed what, from
 * what to what, and when, newest first, a page at a time. `version` reloads it after the record changed.
 */
export function HistoryPanel({ subject, version }: { subject: HistorySubject; version?: unknown }) {
  const translate = useTranslate();
  const api = useAuditApi();
  const text = useAuditText();
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [total, setTotal] = useState(0);

  useEffect(() => {
    let current = true;
    api.history(subject, 0, PAGE).then(
      (p) => current && (setEntries(p.items), setTotal(p.total)),
      () => current && (setEntries([]), setTotal(0)),
    );
    return () => {
      current = false;
    };
  }, [api, subject.kind, subject.id, version]);

  const more = async () => {
    const p = await api.history(subject, entries.length, PAGE);
    setEntries((e) => [...e, ...p.items]);
    setTotal(p.total);
  };

  return (
    <Card sx={{ mb: 2.5 }} component="section" aria-label={translate('audit.history')} data-testid="history-panel">
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          {translate('audit.history')}
        </Typography>
        {entries.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('audit.historyEmpty')}
          </Typography>
        ) : (
          <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {entries.map((e) => {
              const lines = text.changes(e);
              return (
                <Box component="li" key={e.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {text.action(e.action)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {translate('audit.by', { user: text.who(e), at: text.moment(e.createdAt) })}
                  </Typography>
                  {e.action !== 'CREATE' && (
                    <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
                      {lines.slice(0, SHOWN).map((l) => (
                        <Typography component="li" variant="body2" key={l.key}>
                          {l.text}
                        </Typography>
                      ))}
                      {lines.length > SHOWN && (
                        <Typography component="li" variant="body2" color="text.secondary">
                          {translate('audit.more_fields', { smart_count: lines.length - SHOWN })}
                        </Typography>
                      )}
                    </Box>
                  )}
                </Box>
              );
            })}
          </Stack>
        )}
        {entries.length < total && (
          <Button size="small" sx={{ mt: 1.5 }} onClick={() => void more()}>
            {translate('audit.more')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
