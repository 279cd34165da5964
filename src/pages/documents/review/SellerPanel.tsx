import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DOCUMENT_STATUS } from '../../../domain/documents/rules';
import type { ReviewRecord } from '../../shared/api';
import type { ReviewForm } from './reviewForm';
import type { SellerAnswer } from '../../../domain/documents/seller';
import { CreateSourceDialog } from './CreateSourceDialog';
import { useSellerApi } from './sellerApi';

interface Props {
  record: ReviewRecord;
  form: ReviewForm;
  readOnly: boolean;
  /** The user may create document sources and change documents. */
  canCreate: boolean;
  /** The chosen source is the generic one. */
  generic: boolean;
  onPatch: (patch: Partial<ReviewForm>) => void;
  /** The source created from the seller, now the document's. */
  onLinked: (source: { uuid: string; name: string }) => void;
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
        onCreated={(source) => {
          setOpen(false);
          onLinked(source);
        }}
      />
    </Card>
  );
}
