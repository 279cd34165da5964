import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import Close from '@mui/icons-material/Close';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import { Box, Button, IconButton, LinearProgress, ListItem, Tooltip, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { reviewPath } from '../documents.routes';
import { useDocumentFormat } from '../../shared/useDocumentFormat';
import type { UploadItem } from './uploadQueue';
import { FileNameLine } from '../../shared/FileNameLine';

const COLORS = {
  waiting: 'inherit',
  uploading: 'primary',
  processing: 'primary',
  recognising: 'secondary',
  saved: 'success',
  failed: 'error',
} as const;

function StatusIcon({ item }: { item: UploadItem }) {
  if (item.status === 'failed')
    return <ErrorOutline color={item.duplicateOf ? 'warning' : 'error'} sx={{ mt: 0.25 }} />;
  if (item.status === 'saved')
    return <CheckCircleOutline color={item.recognitionError ? 'warning' : 'success'} sx={{ mt: 0.25 }} />;
  return <DescriptionOutlined color="action" sx={{ mt: 0.25 }} />;
}

/**
 * One file of the upload list: name, size, status, progress, and what to do with it; a refused file says why
 * on its row (a duplicate links to the document it duplicates) until dismissed, and that row is brought on
 * screen (at 420 px the list lies below the drop area, out of sight).
 */
export function UploadRow({
  item,
  onCancel,
  onDismiss,
}: {
  item: UploadItem;
  onCancel: (key: string) => void;
  onDismiss: (key: string) => void;
}) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const failed = item.status === 'failed';
  const status = translate(
    item.duplicateOf ? 'documents.upload.status.duplicate' : `documents.upload.status.${item.status}`,
  );
  const cancellable = item.status === 'waiting' || item.status === 'uploading';
  const determinate = item.status === 'uploading' || (item.status === 'recognising' && item.progress > 0);
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!failed) return;
    // the list's last refused row (the lowest): refusals that come in any order all end up on screen
    const refused = row.current?.parentElement?.querySelectorAll('[data-refused="true"]');
    refused?.[refused.length - 1]?.scrollIntoView?.({ block: 'nearest' });
  }, [failed]);

  return (
    <ListItem
      ref={row}
      data-refused={failed}
      divider
      sx={{ px: { xs: 1.5, sm: 2 }, py: 1.5, alignItems: 'flex-start', gap: 1.5 }}
    >
      <StatusIcon item={item} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <FileNameLine name={item.name} aside={fmt.size(item.size)} />
        <Typography
          variant="caption"
          color={item.status === 'saved' ? 'success.main' : failed ? 'error.main' : 'text.secondary'}
          aria-live="polite"
        >
          {status}
          {determinate ? ` · ${item.progress} %` : ''}
        </Typography>
        {item.error !== undefined && (
          <Typography variant="body2" color="error.main" component="p" role="alert" sx={{ mt: 0.5 }}>
            {translate(item.error, { _: item.error })}
          </Typography>
        )}
        {item.status !== 'saved' && !failed && (
          <LinearProgress
            variant={determinate ? 'determinate' : item.status === 'waiting' ? 'determinate' : 'indeterminate'}
            value={determinate ? item.progress : 0}
            color={COLORS[item.status]}
            sx={{ mt: 0.75, height: 6, borderRadius: 3 }}
            aria-label={`${item.name}: ${status}`}
          />
        )}
        {item.recognitionError !== undefined && (
          <Typography variant="caption" color="warning.main" component="p" sx={{ mt: 0.5 }}>
            {translate('documents.upload.recognitionFailed')}
            {item.recognitionError ? ` ${item.recognitionError}` : ''}
          </Typography>
        )}
      </Box>
      {item.duplicateOf && (
        <Button size="small" component={LinkBase} to={reviewPath(item.duplicateOf)} sx={{ flexShrink: 0 }}>
          {translate('documents.upload.openExisting')}
        </Button>
      )}
      {failed && (
        <IconButton
          size="small"
          onClick={() => onDismiss(item.key)}
          aria-label={`${translate('documents.upload.dismiss')} ${item.name}`}
        >
          <Close fontSize="small" />
        </IconButton>
      )}
      {item.document && (
        <Button size="small" component={LinkBase} to={reviewPath(item.document.uuid)} sx={{ flexShrink: 0 }}>
          {translate('documents.upload.review')}
        </Button>
      )}
      {cancellable && (
        <Tooltip title={translate('documents.upload.cancel')}>
          <IconButton
            size="small"
            onClick={() => onCancel(item.key)}
            aria-label={`${translate('documents.upload.cancel')} ${item.name}`}
          >
            <Close fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </ListItem>
  );
}
