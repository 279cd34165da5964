import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { DOCUMENT_STATUS } from '../../../../resources/documents/rules';
import { useToast } from '../../../layout/feedback/toast';
import type { ReviewRecord } from '../../shared/api';
import type { ReviewForm } from './reviewForm';
import { useDebounced } from '../../../hooks/useDebounced';
import type { DuplicateRow, SellerAnswer, SellerIdType } from '../../../../resources/documents/seller';
import { useSellerApi, type NewSource } from './sellerApi';

const ID_TYPES: SellerIdType[] = ['SIRET', 'SIREN', 'VAT', 'IBAN'];

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
    // a SIREN that the SIRET carries adds nothing
    identifiers: seller.identifiers.filter(
      (i) => !(i.type === 'SIREN' && seller.identifiers.some((s) => s.type === 'SIRET' && s.value.startsWith(i.value))),
    ),
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
            const err = errors[`identifiers.${i}.value`];
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
                  {ID_TYPES.map((x) => (
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
        <Button variant="contained" onClick={submit} disabled={busy || !form.name.trim()}>
          {t('createAction')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface Props {
  record: ReviewRecord;
  form: ReviewForm;
  readOnly: boolean;
  /** The user may create document sources and change documents. */
  canCreate: boolean;
  /** The chosen source is the generic one. */
  generic: boolean;
  onPatch: (patch: Partial<ReviewForm>) => void;
  onLinked: () => void;
}

/** The seller recognised on the document, the source it matches, or the way to create one, in place. */
export function SellerPanel({ record, form, readOnly, canCreate, generic, onPatch, onLinked }: Props) {
  const translate = useTranslate();
  const api = useSellerApi();
  const [answer, setAnswer] = useState<SellerAnswer>();
  const [open, setOpen] = useState(false);
  const t = (k: string, o?: Record<string, unknown>) => translate(`documents.seller.${k}`, o);
  const recognising = record.status === DOCUMENT_STATUS.RECOGNITION;

  useEffect(() => {
    if (recognising) return;
    let current = true;
    api.seller(record.uuid).then(
      (a) => current && setAnswer(a),
      () => current && setAnswer(undefined),
    );
    return () => {
      current = false;
    };
  }, [api, record.uuid, record.supplieruuid, recognising]);

  if (!answer?.seller) return null;
  const { seller, match } = answer;
  const linkedTo = form.supplieruuid && !generic ? form.supplieruuid : null;
  return (
    <Card sx={{ mb: 2.5 }} component="section" aria-label={t('seller')}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {t('seller')}
          </Typography>
          <Chip size="small" variant="outlined" label={t(seller.source === 'xml' ? 'fromXml' : 'fromText')} />
        </Stack>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 2,
            rowGap: { xs: 0.25, sm: 0.75 },
          }}
        >
          {seller.name && (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('name')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, mb: { xs: 1, sm: 0 } }}>
                {seller.name}
              </Typography>
            </>
          )}
          {seller.identifiers.length > 0 && (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('identifiers')}
              </Typography>
              <Box component="dd" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: { xs: 1, sm: 0 } }}>
                {seller.identifiers.map((i) => (
                  <Chip
                    key={`${i.type}${i.value}`}
                    size="small"
                    label={`${translate(`documents.seller.idType.${i.type}`)} ${i.value}`}
                    sx={{ maxWidth: '100%' }}
                  />
                ))}
              </Box>
            </>
          )}
          {seller.address && (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('address')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line', mb: { xs: 1, sm: 0 } }}>
                {seller.address}
              </Typography>
            </>
          )}
          {seller.email && (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('email')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {seller.email}
              </Typography>
            </>
          )}
        </Box>
        <Box sx={{ mt: 2 }}>
          {match && linkedTo === match.supplier.uuid && (
            <Alert severity="success">{t('linked', { name: match.supplier.name })}</Alert>
          )}
          {match && linkedTo !== match.supplier.uuid && !readOnly && (
            <Alert severity="info">
              {t('matched', { name: match.supplier.name, by: translate(`documents.seller.by.${match.by}`) })}
              <Box sx={{ mt: 1 }}>
                <Button
                  variant="outlined"
                  color="inherit"
                  size="small"
                  onClick={() => onPatch({ supplieruuid: match.supplier.uuid, suppliername: match.supplier.name })}
                >
                  {t('use')}
                </Button>
              </Box>
            </Alert>
          )}
          {!match && !linkedTo && !readOnly && (
            <Alert severity="warning">
              {t('noMatch')}
              {canCreate && (
                <Box sx={{ mt: 1 }}>
                  <Button
                    variant="contained"
                    color="primary"
                    size="small"
                    startIcon={<AddBusinessOutlined />}
                    onClick={() => setOpen(true)}
                  >
                    {t('create')}
                  </Button>
                </Box>
              )}
            </Alert>
          )}
        </Box>
      </CardContent>
      <CreateSourceDialog
        open={open}
        documentId={record.uuid}
        seller={seller}
        onClose={() => setOpen(false)}
        onCreated={() => {
          setOpen(false);
          onLinked();
        }}
      />
    </Card>
  );
}

/** Documents this one may duplicate, checked with the values being typed (source, supplier name, number). */
export function DuplicatesPanel({
  record,
  form,
  generic,
  onRows,
}: {
  record: ReviewRecord;
  form: ReviewForm;
  generic: boolean;
  onRows?: (n: number) => void;
}) {
  const translate = useTranslate();
  const api = useSellerApi();
  const [rows, setRows] = useState<DuplicateRow[]>([]);
  const q = useDebounced(
    JSON.stringify({ supplieruuid: form.supplieruuid ?? undefined, suppliername: form.suppliername, number: form.id }),
    400,
  );
  const active = record.status === DOCUMENT_STATUS.SAVED;
  useEffect(() => {
    if (!active) {
      setRows([]);
      return;
    }
    const query = JSON.parse(q) as { supplieruuid?: string; suppliername: string; number: string };
    if (!query.supplieruuid || !query.number.trim()) {
      setRows([]);
      return;
    }
    let current = true;
    api.duplicates(record.uuid, query).then(
      (r) => current && setRows(r),
      () => current && setRows([]),
    );
    return () => {
      current = false;
    };
  }, [api, record.uuid, q, active]);
  useEffect(() => {
    onRows?.(rows.length);
  }, [rows.length, onRows]);
  if (!rows.length) return null;
  return (
    <Alert severity="error" variant="outlined" sx={{ mb: 2.5 }} role="status">
      <AlertTitle>{translate('documents.seller.duplicates', { smart_count: rows.length })}</AlertTitle>
      {generic && (
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {translate('documents.seller.duplicatesGeneric')}
        </Typography>
      )}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {rows.map((r) => (
          <li key={r.uuid}>
            <Link component={RouterLink} to={`/documents/review/${r.uuid}`}>
              {[r.id, r.suppliername, r.date].filter(Boolean).join(' · ')}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
