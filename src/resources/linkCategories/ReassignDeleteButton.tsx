import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, DialogActions, DialogContent, DialogContentText, MenuItem, TextField } from '@mui/material';
import {
  useDataProvider,
  useGetList,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { PaperdeskDataProvider } from '../../providers/data';
import { errorDetail } from '../../i18n/errorMessage';
import type { ResourceModel } from '../../domain/defineResource';
import { NarrowDialog } from '../../shell/feedback/NarrowDialog';

interface Props {
  /** The category model (deletable, reassignOnDelete). */
  model: ResourceModel;
  /** The resource whose rows point at the category through `categoryuuid`. */
  childResource: string;
  /** The key prefix of the dialog's texts: `<texts>.count`, `.moveTo`, `.none`, `.empty`. */
  texts: string;
}

const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'index', order: 'ASC' as const } };

/**
 * Deletes a category after a confirmation that asks where its rows go: another category (sent as
 * `newCategoryUUID`) or none (`newCategoryUUID=none`); the server refuses to drop used rows silently.
 */
export function ReassignDeleteButton({ model, childResource, texts }: Props) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PaperdeskDataProvider>();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data: categories = [] } = useGetList(model.name, ALL, { enabled: open });
  const { total: count = 0 } = useGetList(
    childResource,
    { ...ALL, filter: { categoryuuid: record?.id } },
    { enabled: open && Boolean(record) },
  );
  if (!record) return null;

  const others = categories.filter((c) => c.id !== record.id);
  const chosen = target ?? (others[0]?.id as string | undefined) ?? '';
  const resourceName = translate(`resources.${model.name}.name`, { smart_count: 1, _: model.name });

  async function confirm() {
    setBusy(true);
    try {
      await dataProvider.call(`${model.endpoint}/${record!.id}`, {
        method: 'DELETE',
        query: { newCategoryUUID: count ? chosen || 'none' : undefined },
      });
      notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
      setOpen(false);
      redirect('list', model.name);
      refresh();
    } catch (err) {
      notify(errorDetail(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} data-testid="reassign-delete">
        {translate('ra.action.delete')}
      </Button>
      <NarrowDialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        title={translate('ra.message.delete_title', {
          name: resourceName,
          recordRepresentation: String(record.name ?? ''),
          _: resourceName,
        })}
      >
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('ra.message.delete_content', { name: resourceName })}
          </DialogContentText>
          <DialogContentText sx={{ mb: 2 }}>
            {count ? translate(`${texts}.count`, { count }) : translate(`${texts}.empty`)}
          </DialogContentText>
          {count > 0 && (
            <TextField
              select
              fullWidth
              label={translate(`${texts}.moveTo`)}
              value={chosen}
              onChange={(e) => setTarget(e.target.value)}
              data-testid="reassign-target"
            >
              {others.map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {String(c.name)}
                </MenuItem>
              ))}
              <MenuItem value="">
                <em>{translate(`${texts}.none`)}</em>
              </MenuItem>
            </TextField>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" color="error" onClick={confirm} disabled={busy} autoFocus>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </NarrowDialog>
    </>
  );
}
