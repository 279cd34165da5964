import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import Close from '@mui/icons-material/Close';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { Box, Button, IconButton, LinearProgress, ListItem, Tooltip, Typography } from '@mui/material';
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
} as const;

/** One file of the saved list: name, size, status, progress, and what to do with it. */
export function UploadRow({ item, onCancel }: { item: UploadItem; onCancel: (key: string) => void }) {
  const translate = useTranslate();
  const fmt = useDocumentFormat();
  const status = translate(`documents.upload.status.${item.status}`);
  const cancellable = item.status === 'waiting' || item.status === 'uploading';
  const determinate = item.status === 'uploading' || (item.status === 'recognising' && item.progress > 0);

  return (
    <ListItem divider sx={{ px: { xs: 1.5, sm: 2 }, py: 1.5, alignItems: 'flex-start', gap: 1.5 }}>
      {item.status === 'saved' ? (
        <CheckCircleOutline color={item.recognitionError ? 'warning' : 'success'} sx={{ mt: 0.25 }} />
      ) : (
        <DescriptionOutlined color="action" sx={{ mt: 0.25 }} />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <FileNameLine name={item.name} aside={fmt.size(item.size)} />
        <Typography
          variant="caption"
          color={item.status === 'saved' ? 'success.main' : 'text.secondary'}
          aria-live="polite"
        >
          {status}
          {determinate ? ` · ${item.progress} %` : ''}
        </Typography>
        {item.status !== 'saved' && (
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
