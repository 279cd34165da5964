import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STATUS_NAMES } from '../../domain/documents/rules';
import { labelColor, textOn } from './colors';
import type { DocumentLabelDef } from './types';

const STATUS_COLORS: ChipProps['color'][] = ['info', 'warning', 'primary', 'secondary', 'success'];

/** The document status as a coloured chip (recognition, saved, validated, partly paid, paid). */
export function StatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  const name = STATUS_NAMES[status] ?? 'SAVED';
  return (
    <Chip
      size="small"
      variant={status === 1 ? 'outlined' : 'filled'}
      color={STATUS_COLORS[status] ?? 'default'}
      label={translate(`documents.status.${name}`)}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** A document label in its own colour. */
export function LabelChip({ label }: { label: Pick<DocumentLabelDef, 'name' | 'color'> | undefined }) {
  if (!label) return null;
  const bg = labelColor(label.color);
  return (
    <Chip
      size="small"
      label={label.name}
      sx={{ bgcolor: bg, color: textOn(bg), border: 1, borderColor: 'divider', maxWidth: 160 }}
    />
  );
}
