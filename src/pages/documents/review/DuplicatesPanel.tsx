import { Alert, AlertTitle, Box, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { DOCUMENT_STATUS } from '../../../domain/documents/rules';
import type { ReviewRecord } from '../../shared/api';
import type { ReviewForm } from './reviewForm';
import { useDebounced } from '../../../hooks/useDebounced';
import type { DuplicateRow } from '../../../domain/documents/seller';
import { useSellerApi } from './sellerApi';

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
