import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NamedSelect } from '../../../shell/fields/NamedSelect';
import type { DocumentGroupDef, OriginTypeDef } from '../../shared/types';
import type { UploadOptions } from './uploadQueue';

interface Props {
  value: UploadOptions;
  onChange: (value: UploadOptions) => void;
  originTypes: OriginTypeDef[];
  groups: DocumentGroupDef[];
}

/** The two selects side by side, their empty choice ("Auto-detect") shown rather than left blank. */
const AUTO_DETECT_FIELD = {
  size: 'small',
  sx: { minWidth: 220, flex: 1 },
  slotProps: { inputLabel: { shrink: true }, select: { displayEmpty: true } },
} as const;

/** Origin type, document group and recognition for the next files dropped. */
export function UploadOptionsForm({ value, onChange, originTypes, groups }: Props) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <NamedSelect
        {...AUTO_DETECT_FIELD}
        empty={<em>{translate('documents.upload.autoDetect')}</em>}
        label={translate('documents.fields.origintype')}
        options={originTypes}
        value={value.type}
        onChange={(type) => onChange({ ...value, type, group: null })}
      />
      <NamedSelect
        {...AUTO_DETECT_FIELD}
        empty={<em>{translate('documents.upload.autoDetect')}</em>}
        label={translate('documents.fields.documentgroup')}
        options={groups}
        value={groups.some((g) => g.uuid === value.group) ? value.group : null}
        onChange={(group) => onChange({ ...value, group })}
      />
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
