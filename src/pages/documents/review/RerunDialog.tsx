import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { SourceAutocomplete } from '../../shared/SourceAutocomplete';
import type { DocumentGroupDef } from '../../shared/types';

interface Props {
  open: boolean;
  groups: DocumentGroupDef[];
  initialGroup: string | null;
  initialSource: string | null;
  onClose: () => void;
  onRun: (group: string | null, supplier: string | null) => void;
}

/** Re-runs recognition with a chosen group and document source. */
export function RerunDialog({ open, groups, initialGroup, initialSource, onClose, onRun }: Props) {
  const translate = useTranslate();
  const [group, setGroup] = useState(initialGroup);
  const [source, setSource] = useState(initialSource);
  useEffect(() => {
    if (open) {
      setGroup(initialGroup);
      setSource(initialSource);
    }
  }, [open, initialGroup, initialSource]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="rerun-title"
      slotProps={{ paper: { sx: { width: 450, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="rerun-title">{translate('documents.review.rerun')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('documents.review.rerunHelp')}</DialogContentText>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            select
            fullWidth
            label={translate('documents.fields.documentgroup')}
            value={group ?? ''}
            onChange={(e) => setGroup(e.target.value || null)}
          >
            <MenuItem value="">
              <em>{translate('documents.upload.autoDetect')}</em>
            </MenuItem>
            {groups.map((g) => (
              <MenuItem key={g.uuid} value={g.uuid}>
                {g.name}
              </MenuItem>
            ))}
          </TextField>
          <SourceAutocomplete
            value={source}
            onChange={(s) => setSource(s?.uuid ?? null)}
            size="medium"
            label={translate('documents.fields.supplier')}
            placeholder={translate('documents.upload.autoDetect')}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onRun(group, source);
            onClose();
          }}
        >
          {translate('documents.review.rerunAction')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
