import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '../../../shell/feedback/toast';
import { SELLER_ID_TYPES, type SellerAnswer, type SellerIdType } from '../../../domain/documents/seller';
import { typedIdentifierError, withoutCarriedSiren } from '../../../domain/suppliers/identifiers';
import { useSellerApi, type NewSource } from './sellerApi';

interface DialogProps {
  open: boolean;
  documentId: string;
  seller: NonNullable<SellerAnswer['seller']>;
  onClose: () => void;
  onCreated: (source: { uuid: string; name: string }) => void;
}

/** "Create document source", prefilled from the recognised seller; the server creates it and links the document. */
export function CreateSourceDialog({ open, documentId, seller, onClose, onCreated }: DialogProps) {
  const translate = useTranslate();
  const toast = useToast();
  const api = useSellerApi();
  const full = useMediaQuery(useTheme().breakpoints.down('sm'));
  const initial = (): NewSource => ({
    name: seller.name ?? '',
    address: seller.address ?? '',
    email: seller.email ?? '',
    identifiers: withoutCarriedSiren(seller.identifiers),
  });
  const [form, setForm] = useState<NewSource>(initial);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (open) {
      setForm(initial());
      setErrors({});
    }
  }, [open]); // the form resets when the dialog opens, not when its source changes
  const t = (k: string) => translate(`documents.seller.${k}`);
  const setId = (i: number, patch: Partial<NewSource['identifiers'][number]>) =>
    setForm({ ...form, identifiers: form.identifiers.map((x, j) => (j === i ? { ...x, ...patch } : x)) });

  const submit = async () => {
    setBusy(true);
    setErrors({});
    try {
      const res = await api.createSource(documentId, {
        ...form,
        identifiers: form.identifiers.filter((i) => i.value.trim()),
      });
      toast.success('documents.seller.created');
      onCreated(res.source);
    } catch (err) {
      const fields = (err as { body?: { fields?: Record<string, string> } })?.body?.fields;
      if (fields) setErrors(fields);
      toast.error(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={full}
      aria-labelledby="create-source-title"
    >
      <DialogTitle id="create-source-title">{t('createTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('createHelp')}</DialogContentText>
        <Stack spacing={2}>
          <TextField
            label={t('name')}
            required
            size="small"
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            error={!!errors.name}
            helperText={errors.name ? translate(errors.name, { _: errors.name }) : undefined}
          />
          <TextField
            label={t('address')}
            size="small"
            multiline
            minRows={2}
            value={form.address}
            onChange={(e) => setForm({ ...form, address: e.target.value })}
          />
          <TextField
            label={t('email')}
            size="small"
            type="email"
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
            error={!!errors.email}
            helperText={errors.email ? translate(errors.email, { _: errors.email }) : undefined}
          />
          <Typography variant="subtitle2" component="h3">
            {t('identifiers')}
          </Typography>
          {form.identifiers.map((id, i) => {
            // the suppliers' own rule, as typed; then what the server said
            const err = typedIdentifierError(id.type, id.value) ?? errors[`identifiers.${i}.value`];
            return (
              <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  select
                  size="small"
                  label={t('identifierType')}
                  value={id.type}
                  onChange={(e) => setId(i, { type: e.target.value as SellerIdType })}
                  sx={{ width: { xs: 120, sm: 170 }, flexShrink: 0 }}
                >
                  {SELLER_ID_TYPES.map((x) => (
                    <MenuItem key={x} value={x}>
                      {translate(`documents.seller.idType.${x}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  size="small"
                  fullWidth
                  label={t('identifierValue')}
                  value={id.value}
                  onChange={(e) => setId(i, { value: e.target.value })}
                  error={!!err}
                  helperText={err ? translate(err, { _: err }) : undefined}
                />
                <IconButton
                  aria-label={t('removeIdentifier')}
                  onClick={() => setForm({ ...form, identifiers: form.identifiers.filter((_, j) => j !== i) })}
                >
                  <DeleteOutline />
                </IconButton>
              </Stack>
            );
          })}
          <Box>
            <Button
              size="small"
              startIcon={<AddOutlined />}
              onClick={() => setForm({ ...form, identifiers: [...form.identifiers, { type: 'SIRET', value: '' }] })}
            >
              {t('addIdentifier')}
            </Button>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={busy || !form.name.trim() || form.identifiers.some((i) => typedIdentifierError(i.type, i.value))}
        >
          {t('createAction')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
