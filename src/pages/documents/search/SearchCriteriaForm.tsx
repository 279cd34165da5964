import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  CardContent,
  Collapse,
  Grid,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ApiDatePicker } from '../../../shell/dates/ApiDatePicker';
import { branchDisplayName } from '../../../domain/company/company.model';
import { useSession } from '../../../session/SessionContext';
import { SourceAutocomplete } from '../../shared/SourceAutocomplete';
import type { ReferenceData } from '../../shared/types';
import { KeywordConditions } from './KeywordConditions';
import { MultiSelect, type Option } from './MultiSelect';
import { countCriteria, LIST_CRITERIA, type ListCriterion, type SearchForm } from './searchCriteria';

interface Props {
  form: SearchForm;
  onChange: (form: SearchForm) => void;
  onSubmit: () => void;
  onReset: () => void;
  refData: ReferenceData;
  problems: string[];
  /** Free text needs GLOBAL_SEARCH_DOCUMENTS. */
  allowText: boolean;
  busy: boolean;
}

/** Free text plus every criterion of the spec, the detailed ones folded away until asked for. */
export function SearchCriteriaForm({ form, onChange, onSubmit, onReset, refData, problems, allowText, busy }: Props) {
  const translate = useTranslate();
  const { branches } = useSession();
  const count = countCriteria(form);
  const [chosenOpen, setOpen] = useState<boolean>();
  const open = chosenOpen ?? (count > 0 || !allowText);
  const set = <K extends keyof SearchForm>(key: K, value: SearchForm[K]) => onChange({ ...form, [key]: value });
  /** Document sources are thousands: their picker searches the server instead. */
  const options: Record<Exclude<ListCriterion, 'documentSources'>, Option[]> = {
    branches: branches.map((b) => ({ uuid: b.uuid, name: branchDisplayName(b, translate) })),
    originTypes: refData.originTypes,
    documentGroups: refData.groups,
    documentSourceLabels: refData.sourceLabels,
    documentLabels: refData.labels,
  };
  const date = (key: 'startDate' | 'endDate' | 'startExtractionDate' | 'endExtractionDate') => (
    <ApiDatePicker
      fullWidth
      size="small"
      label={translate(`documents.search.${key}`)}
      value={form[key]}
      onChange={(v) => set(key, v)}
    />
  );
  const text = (key: 'documentId' | 'documentSourceName') => (
    <TextField
      fullWidth
      size="small"
      label={translate(`documents.search.${key}`)}
      value={form[key]}
      onChange={(e) => set(key, e.target.value)}
    />
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };

  return (
    <Card component="form" onSubmit={submit} sx={{ mb: 3 }} role="search">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {allowText && (
            <TextField
              fullWidth
              value={form.text}
              onChange={(e) => set('text', e.target.value)}
              placeholder={translate('documents.search.textPlaceholder')}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon />
                    </InputAdornment>
                  ),
                },
                htmlInput: { 'aria-label': translate('documents.search.text') },
              }}
            />
          )}
          <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
            <Button
              onClick={() => setOpen(!open)}
              startIcon={
                <Badge badgeContent={count} color="primary">
                  <FilterListOutlined />
                </Badge>
              }
              aria-expanded={open}
              sx={{ flex: { xs: 1, sm: 'none' } }}
            >
              {translate('documents.search.filters')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={busy || problems.length > 0}
              sx={{ flex: { xs: 1, sm: 'none' }, px: 3 }}
            >
              {translate('documents.search.submit')}
            </Button>
          </Stack>
        </Stack>
        <Collapse in={open}>
          <Grid container spacing={2} sx={{ mt: 1 }}>
            {LIST_CRITERIA.filter((k) => k !== 'branches' || branches.length > 1).map((k) => (
              <Grid key={k} size={{ xs: 12, sm: 6, lg: 4 }}>
                {k === 'documentSources' ? (
                  <SourceAutocomplete
                    multiple
                    label={translate(`documents.search.${k}`)}
                    value={form[k]}
                    onChange={(v) => set(k, v)}
                  />
                ) : (
                  <MultiSelect
                    label={translate(`documents.search.${k}`)}
                    options={options[k]}
                    value={form[k]}
                    onChange={(v) => set(k, v)}
                  />
                )}
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6 }}>{text('documentId')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('documentSourceName')}</Grid>
            <Grid size={{ xs: 6, lg: 3 }}>{date('startDate')}</Grid>
            <Grid size={{ xs: 6, lg: 3 }}>{date('endDate')}</Grid>
            <Grid size={{ xs: 6, lg: 3 }}>{date('startExtractionDate')}</Grid>
            <Grid size={{ xs: 6, lg: 3 }}>{date('endExtractionDate')}</Grid>
            <Grid size={12}>
              <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
                {translate('documents.search.conditions')}
              </Typography>
              <KeywordConditions
                keywords={refData.keywords}
                value={form.conditions}
                onChange={(v) => set('conditions', v)}
              />
            </Grid>
          </Grid>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button onClick={onReset} disabled={busy}>
              {translate('documents.search.reset')}
            </Button>
          </Box>
        </Collapse>
        {problems.map((p) => (
          <Alert key={p} severity="warning" sx={{ mt: 2 }}>
            {translate(p)}
          </Alert>
        ))}
      </CardContent>
    </Card>
  );
}
