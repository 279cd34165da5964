import { FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DocumentGroupDef, OriginTypeDef } from '../../shared/types';
import type { UploadOptions } from './uploadQueue';

interface Props {
  value: UploadOptions;
  onChange: (value: UploadOptions) => void;
  originTypes: OriginTypeDef[];
  groups: DocumentGroupDef[];
}

const NONE = '';

/** Origin type, document group and recognition for the next files dropped. */
export function UploadOptionsForm({ value, onChange, originTypes, groups }: Props) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <TextField
        select
        size="small"
        label={translate('documents.fields.origintype')}
        value={value.type ?? NONE}
        onChange={(e) => onChange({ ...value, type: e.target.value || null, group: null })}
        sx={{ minWidth: 220, flex: 1 }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value={NONE}>
          <em>{translate('documents.upload.autoDetect')}</em>
        </MenuItem>
        {originTypes.map((o) => (
          <MenuItem key={o.uuid} value={o.uuid}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('documents.fields.documentgroup')}
        value={groups.some((g) => g.uuid === value.group) ? value.group : NONE}
        onChange={(e) => onChange({ ...value, group: e.target.value || null })}
        sx={{ minWidth: 220, flex: 1 }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value={NONE}>
          <em>{translate('documents.upload.autoDetect')}</em>
        </MenuItem>
        {groups.map((g) => (
          <MenuItem key={g.uuid} value={g.uuid}>
            {g.name}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        sx={{ flex: 1, m: 0 }}
        control={
          <Switch checked={value.recognition} onChange={(e) => onChange({ ...value, recognition: e.target.checked })} />
        }
        label={
          <Stack>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {translate('documents.upload.recognition')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate(value.recognition ? 'documents.upload.recognitionOn' : 'documents.upload.recognitionOff')}
            </Typography>
          </Stack>
        }
      />
    </Stack>
  );
}
