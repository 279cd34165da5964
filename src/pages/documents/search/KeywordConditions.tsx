import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import { Button, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiDatePicker } from '../../../shell/dates/ApiDatePicker';
import { choiceLabel } from '../../shared/keywordChoice';
import type { KeywordDef } from '../../shared/types';
import { operatorsFor, type KeywordCondition } from './searchCriteria';

interface Props {
  keywords: KeywordDef[];
  value: KeywordCondition[];
  onChange: (value: KeywordCondition[]) => void;
}

let nextKey = 0;

/** Conditions on keyword values: keyword, an operator its value type allows, a value typed accordingly. */
export function KeywordConditions({ keywords, value, onChange }: Props) {
  const translate = useTranslate();
  const set = (key: string, patch: Partial<KeywordCondition>) =>
    onChange(value.map((c) => (c.key === key ? { ...c, ...patch } : c)));
  const add = () => onChange([...value, { key: `c${++nextKey}`, keywordUUID: '', operator: 'CONTAINS', value: '' }]);

  return (
    <Stack spacing={1.5}>
      {value.map((c) => {
        const keyword = keywords.find((k) => k.uuid === c.keywordUUID);
        const operators = operatorsFor(keyword?.valuetype);
        const valueInput = {
          size: 'small' as const,
          label: translate('documents.search.value'),
          value: c.value,
          onChange: (e: { target: { value: string } }) => set(c.key, { value: e.target.value }),
          sx: { flex: 1, minWidth: 140 },
        };
        return (
          <Stack key={c.key} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              size="small"
              label={translate('documents.search.keyword')}
              value={c.keywordUUID}
              sx={{ flex: 1.2, minWidth: 160 }}
              onChange={(e) => {
                const k = keywords.find((x) => x.uuid === e.target.value);
                set(c.key, { keywordUUID: e.target.value, operator: operatorsFor(k?.valuetype)[0], value: '' });
              }}
            >
              {keywords.map((k) => (
                <MenuItem key={k.uuid} value={k.uuid}>
                  {k.label || k.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={translate('documents.search.operator')}
              value={operators.includes(c.operator) ? c.operator : operators[0]}
              sx={{ flex: 1, minWidth: 150 }}
              onChange={(e) => set(c.key, { operator: e.target.value as KeywordCondition['operator'] })}
            >
              {operators.map((o) => (
                <MenuItem key={o} value={o}>
                  {translate(`documents.search.operators.${o}`)}
                </MenuItem>
              ))}
            </TextField>
            {keyword?.valuetype === 'DATE' && (
              <ApiDatePicker {...valueInput} onChange={(v) => set(c.key, { value: v })} />
            )}
            {(keyword?.valuetype === 'BOOLEAN' || keyword?.valuetype === 'ENUMERATED') && (
              <TextField {...valueInput} select>
                {(keyword.valuetype === 'BOOLEAN' ? ['true', 'false'] : keyword.choices).map((v) => (
                  <MenuItem key={v} value={v}>
                    {keyword.valuetype === 'BOOLEAN'
                      ? translate(`documents.common.${v === 'true' ? 'yes' : 'no'}`)
                      : choiceLabel(keyword, v, translate)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {!['DATE', 'BOOLEAN', 'ENUMERATED'].includes(keyword?.valuetype ?? '') && (
              <TextField
                {...valueInput}
                slotProps={{ htmlInput: { inputMode: keyword?.valuetype === 'NUMBER' ? 'decimal' : 'text' } }}
              />
            )}
            <IconButton
              onClick={() => onChange(value.filter((x) => x.key !== c.key))}
              aria-label={translate('documents.search.removeCondition')}
              sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
            >
              <Close fontSize="small" />
            </IconButton>
          </Stack>
        );
      })}
      <Button startIcon={<Add />} onClick={add} sx={{ alignSelf: 'flex-start' }} disabled={!keywords.length}>
        {translate('documents.search.addCondition')}
      </Button>
    </Stack>
  );
}
