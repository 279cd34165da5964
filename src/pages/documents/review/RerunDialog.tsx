import { Button, DialogActions, DialogContent, DialogContentText, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { NamedSelect } from '../../../shell/fields/NamedSelect';
import { SourceAutocomplete } from '../../shared/SourceAutocomplete';
import type { DocumentGroupDef } from '../../shared/types';
import { NarrowDialog } from '../../../shell/feedback/NarrowDialog';

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
    <NarrowDialog open={open} onClose={onClose} title={translate('documents.review.rerun')}>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('documents.review.rerunHelp')}</DialogContentText>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <NamedSelect
            fullWidth
            label={translate('documents.fields.documentgroup')}
            options={groups}
            value={group}
            onChange={setGroup}
            empty={<em>{translate('documents.upload.autoDetect')}</em>}
          />
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
    </NarrowDialog>
  );
}
