import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslate } from 'react-admin';
import { ACCEPTED_FILES, ACCEPTED_LABELS } from './uploadChoices';

interface Props {
  onFiles: (files: File[]) => void;
  onRejected: (rejections: FileRejection[]) => void;
  disabled?: boolean;
}

/** The drop area: many files, the accepted types only; also opens the file picker. */
export function UploadDropzone({ onFiles, onRejected, disabled }: Props) {
  const translate = useTranslate();
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPTED_FILES,
    multiple: true,
    noClick: true,
    disabled,
    onDrop: (accepted, rejected) => {
      if (accepted.length) onFiles(accepted);
      if (rejected.length) onRejected(rejected);
    },
  });
  return (
    <Box
      {...getRootProps()}
      sx={(t) => ({
        border: 2,
        borderStyle: 'dashed',
        borderColor: isDragActive ? 'primary.main' : 'divider',
        borderRadius: 3,
        bgcolor: isDragActive ? alpha(t.palette.primary.main, 0.08) : 'action.hover',
        px: { xs: 2, sm: 4 },
        py: { xs: 4, sm: 6 },
        textAlign: 'center',
        transition: 'background-color 150ms, border-color 150ms',
      })}
    >
      <input {...getInputProps()} aria-label={translate('documents.upload.browse')} />
      <CloudUploadOutlined sx={{ fontSize: 56, color: isDragActive ? 'primary.main' : 'text.secondary', mb: 1 }} />
      <Typography variant="h6" component="p">
        {translate(isDragActive ? 'documents.upload.dropNow' : 'documents.upload.dropHere')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('documents.upload.or')}
      </Typography>
      <Button variant="contained" onClick={open} disabled={disabled}>
        {translate('documents.upload.browse')}
      </Button>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'center', flexWrap: 'wrap', rowGap: 1, mt: 3 }}
        aria-label={translate('documents.upload.accepted')}
      >
        {ACCEPTED_LABELS.map((l) => (
          <Chip key={l} label={l} size="small" variant="outlined" />
        ))}
      </Stack>
    </Box>
  );
}
