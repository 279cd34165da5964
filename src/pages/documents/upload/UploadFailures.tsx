import Close from '@mui/icons-material/Close';
import { Alert, AlertTitle, Button, IconButton, Stack } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { reviewPath } from '../documents.routes';
import type { UploadFailure } from './uploadQueue';

/** Files that could not be imported, each with the server's reason; duplicates link to the existing document. */
export function UploadFailures({
  failures,
  onDismiss,
}: {
  failures: UploadFailure[];
  onDismiss: (key: string) => void;
}) {
  const translate = useTranslate();
  if (!failures.length) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} aria-live="polite">
      {failures.map((f) => (
        <Alert
          key={f.key}
          severity={f.duplicateOf ? 'warning' : 'error'}
          action={
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              {f.duplicateOf && (
                <Button color="inherit" size="small" component={LinkBase} to={reviewPath(f.duplicateOf)}>
                  {translate('documents.upload.openExisting')}
                </Button>
              )}
              <IconButton
                color="inherit"
                size="small"
                onClick={() => onDismiss(f.key)}
                aria-label={translate('ra.action.close')}
              >
                <Close fontSize="small" />
              </IconButton>
            </Stack>
          }
          sx={{ alignItems: 'center', '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
        >
          <AlertTitle sx={{ mb: 0 }}>
            {translate(f.duplicateOf ? 'documents.upload.duplicate' : 'documents.upload.failed', { name: f.name })}
          </AlertTitle>
          {translate(f.message, { _: f.message })}
        </Alert>
      ))}
    </Stack>
  );
}
