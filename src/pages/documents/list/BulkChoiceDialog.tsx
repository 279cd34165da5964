import { Box, Button, DialogActions, DialogContent, MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { NarrowDialog } from '../../../shell/feedback/NarrowDialog';

export interface ChoiceOption {
  value: string;
  label: string;
  color?: string;
}

interface Props {
  open: boolean;
  /** i18n key of the title; the field label is the same. */
  title: string;
  count: number;
  options: ChoiceOption[];
  /** Offers "none" (e.g. remove the label). */
  allowNone?: boolean;
  onClose: () => void;
  onChoose: (value: string | null) => void;
}

const NONE = '__none__';

/** Chooses one value to apply to the selected documents. */
export function BulkChoiceDialog({ open, title, count, options, allowNone, onClose, onChoose }: Props) {
  const translate = useTranslate();
  const [value, setValue] = useState('');
  useEffect(() => {
    if (open) setValue('');
  }, [open]);
  const apply = () => {
    onChoose(value === NONE ? null : value);
    onClose();
  };

  return (
    <NarrowDialog open={open} onClose={onClose} title={translate(title)}>
      <DialogContent>
        <Box sx={{ color: 'text.secondary', mb: 2 }}>
          {translate('documents.bulk.appliesTo', { smart_count: count })}
        </Box>
        <TextField
          select
          fullWidth
          label={translate(title)}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoFocus
        >
          {allowNone && (
            <MenuItem value={NONE}>
              <em>{translate('documents.common.none')}</em>
            </MenuItem>
          )}
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.color && (
                <Box
                  component="span"
                  sx={{
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    bgcolor: o.color,
                    border: 1,
                    borderColor: 'divider',
                    mr: 1.5,
                    flexShrink: 0,
                  }}
                />
              )}
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={apply} disabled={!value}>
          {translate('documents.bulk.apply')}
        </Button>
      </DialogActions>
    </NarrowDialog>
  );
}
