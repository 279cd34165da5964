import { Alert, Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { findingText, type FindingKind } from '../../domain/einvoice/en16931Messages';
import { isLocaleCode } from '../../domain/locales';

type Finding = { rule: string; kind: string; term?: string; args?: Record<string, string> };

/** The EN 16931 rules the received e-invoice fails, each with its id and why, in the reader's language. */
export function En16931Panel({ findings }: { findings: Finding[] }) {
  const translate = useTranslate();
  const [rawLocale] = useLocaleState();
  const locale = isLocaleCode(rawLocale) ? rawLocale : 'en';
  if (!findings.length) return null;
  return (
    <Card
      sx={{ mb: 2.5 }}
      component="section"
      aria-label={translate('lifecycle.en16931.title')}
      data-testid="en16931-panel"
    >
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          {translate('lifecycle.en16931.title')}
        </Typography>
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {translate('lifecycle.en16931.intro', { smart_count: findings.length })}
        </Alert>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {findings.map((f, i) => (
            <Box component="li" key={`${f.rule}-${i}`} sx={{ display: 'flex', gap: 1, alignItems: 'baseline', mb: 1 }}>
              <Chip size="small" label={f.rule} sx={{ fontFamily: 'monospace', flexShrink: 0 }} />
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {findingText({ ...f, kind: f.kind as FindingKind }, locale)}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
