import { Alert, Box, Button, Card, CardContent, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PaperdeskDataProvider } from '../../providers/data';
import { NamedSelect } from '../../shell/fields/NamedSelect';
import { useDocumentFormat } from '../shared/useDocumentFormat';
import type { AiDocumentTestAnswer, AiOcrTestAnswer } from '../../domain/aiConfigurations/aiTest.model';
import { shownFields, type TestedField } from './aiTestFields';

/** Either test's answer: the document test's fields are absent from the OCR test's. */
type Answer = AiOcrTestAnswer | AiDocumentTestAnswer;
const documentAnswer = (a: Answer | null) => (a && 'fields' in a ? a : null);

/** The fields one extractor found: labels and values in the reader's language, with where each was read. */
function FieldTable({ title, fields }: { title: string; fields?: Record<string, TestedField> | null }) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const rows = shownFields(fields, translate, fmt);
  return (
    <Box>
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      {!rows.length && <Typography color="text.secondary">{translate('aitest.empty')}</Typography>}
      {rows.map((f) => (
        <Stack
          key={f.key}
          direction="row"
          spacing={1}
          sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider' }}
          data-field={f.key}
        >
          <Typography sx={{ width: 140, flexShrink: 0 }} color="text.secondary">
            {f.label}
          </Typography>
          <Typography sx={{ flex: 1, fontWeight: 600, overflowWrap: 'anywhere' }}>{f.value}</Typography>
          <Typography variant="caption" color={f.confidence < 0.7 ? 'warning.main' : 'text.secondary'}>
            {f.source} · {fmt.number(Math.round(f.confidence * 100))} %
          </Typography>
        </Stack>
      ))}
    </Box>
  );
}

/** /documents/configurations/ai/test: the raw text and the extracted fields for an uploaded file. */
export function AiTestPage() {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const dataProvider = useDataProvider<PaperdeskDataProvider>();
  const [configs, setConfigs] = useState<Array<{ uuid: string; name: string }>>([]);
  const [file, setFile] = useState<File | null>(null);
  const [configuration, setConfiguration] = useState('');
  const [embedmode, setEmbedmode] = useState('OCRRESULT');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    dataProvider
      .call<Array<{ uuid: string; name: string }>>('/ai/configurations')
      .then(setConfigs)
      .catch(() => setConfigs([]));
  }, [dataProvider]);

  const run = async (ocrOnly: boolean) => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    if (!ocrOnly && configuration) form.append('configuration', configuration);
    form.append('embedmode', embedmode);
    setBusy(true);
    setError(null);
    try {
      setAnswer(
        await dataProvider.call<Answer>(ocrOnly ? '/ai/configurations/ocr/test' : '/ai/configurations/document/test', {
          method: 'POST',
          body: form,
        }),
      );
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {translate('aitest.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('aitest.subtitle')}
      </Typography>
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <Button variant="outlined" component="label">
              {file ? file.name : translate('aitest.file')}
              <input
                hidden
                type="file"
                accept=".pdf,.png,.jpg,.jpeg,.tif,.tiff,.webp,.xml"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </Button>
            <NamedSelect
              size="small"
              label={translate('aitest.configuration')}
              options={configs}
              value={configuration || null}
              onChange={(uuid) => setConfiguration(uuid ?? '')}
              empty={translate('aitest.none')}
              sx={{ minWidth: 240 }}
            />
            <TextField
              select
              size="small"
              label={translate('aitest.embedmode')}
              value={embedmode}
              onChange={(e) => setEmbedmode(e.target.value)}
              sx={{ minWidth: 180 }}
            >
              {['OCRRESULT', 'FILE'].map((m) => (
                <MenuItem key={m} value={m}>
                  {translate(`aitest.${m}`)}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" disabled={!file || busy} onClick={() => run(false)}>
              {translate('aitest.run')}
            </Button>
            <Button disabled={!file || busy} onClick={() => run(true)}>
              {translate('aitest.ocrOnly')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {documentAnswer(answer)?.builtinReason === 'NO_AI_ENDPOINT' && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="aitest-builtin">
          {translate('aitest.noEndpoint')}
        </Alert>
      )}
      {answer && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card>
              <CardContent>
                <Typography variant="subtitle2" gutterBottom>
                  {translate('aitest.text', {
                    source: translate(`aitest.source.${answer.source}`, { _: answer.source }),
                    pages: fmt.number(answer.pages),
                    smart_count: answer.pages,
                    ms: fmt.number(answer.durationMs),
                  })}
                </Typography>
                <Box
                  component="pre"
                  sx={{ whiteSpace: 'pre-wrap', fontSize: 12, maxHeight: 560, overflow: 'auto', m: 0 }}
                >
                  {answer.text}
                </Box>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card>
              <CardContent>
                <Stack spacing={3}>
                  {'fields' in answer && <FieldTable title={translate('aitest.builtin')} fields={answer.fields} />}
                  {'llm' in answer && answer.llm && (
                    <FieldTable title={translate('aitest.model')} fields={answer.llm} />
                  )}
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
