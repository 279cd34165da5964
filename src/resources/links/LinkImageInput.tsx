import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import CloseIcon from '@mui/icons-material/Close';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { Box, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { FieldTitle, TextInput, useDataProvider, useInput, useNotify, useTranslate } from 'react-admin';
import type { PaperdeskDataProvider } from '../../providers/data';
import { LINK_IMAGE_TYPES, MAX_LINK_IMAGE_BYTES, linkModel, type LinkImage } from '../../domain/links/link.model';

const accept = Object.fromEntries(LINK_IMAGE_TYPES.map((t) => [t, []]));

/**
 * The link's image: drop or choose a file (stored by POST /links/upload, whose url fills `imageurl`),
 * or paste an image address; with a preview.
 */
export function LinkImageInput({ source = 'imageurl' }: { source?: string }) {
  const { field } = useInput({ source });
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PaperdeskDataProvider>();
  const [uploading, setUploading] = useState(false);
  const [broken, setBroken] = useState<string | null>(null);

  async function upload(files: File[], rejected: FileRejection[]) {
    if (rejected.length || !files.length) {
      if (rejected.length) notify(translate('links.view.rejected'), { type: 'error' });
      return;
    }
    const body = new FormData();
    body.append('file', files[0]);
    setUploading(true);
    try {
      const { url } = await dataProvider.call<LinkImage>('/links/upload', { method: 'POST', body });
      field.onChange(url);
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setUploading(false);
    }
  }

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept,
    maxSize: MAX_LINK_IMAGE_BYTES,
    multiple: false,
    disabled: uploading,
    onDrop: upload,
  });
  const value = typeof field.value === 'string' ? field.value : '';

  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography variant="caption" color="text.secondary">
        <FieldTitle source={source} resource={linkModel.name} />
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 0.5 }}>
        <Box
          sx={{
            width: 96,
            height: 96,
            flexShrink: 0,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            position: 'relative',
            bgcolor: 'action.hover',
          }}
        >
          {value && broken !== value ? (
            <Box
              component="img"
              src={value}
              alt=""
              onError={() => setBroken(value)}
              data-testid="link-image-preview"
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <ImageOutlined color="disabled" fontSize="large" />
          )}
          {value && (
            <Tooltip title={translate('links.view.remove')}>
              <IconButton
                size="small"
                aria-label={translate('links.view.remove')}
                onClick={() => field.onChange('')}
                sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper' }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
        <Box
          {...getRootProps()}
          data-testid="link-image-dropzone"
          sx={{
            flex: 1,
            minHeight: 96,
            p: 2,
            border: 2,
            borderStyle: 'dashed',
            borderRadius: 1,
            cursor: uploading ? 'progress' : 'pointer',
            borderColor: isDragActive ? 'primary.main' : 'divider',
            display: 'grid',
            placeItems: 'center',
            textAlign: 'center',
          }}
        >
          <input {...getInputProps()} aria-label={translate('links.view.drop')} />
          {uploading ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CircularProgress size={18} />
              <Typography variant="body2">{translate('links.view.uploading')}</Typography>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate(isDragActive ? 'links.view.dropActive' : 'links.view.drop')}
            </Typography>
          )}
        </Box>
      </Stack>
      <TextInput
        source={source}
        label={false}
        placeholder="https://…"
        fullWidth
        helperText={translate('links.view.imageHint')}
        sx={{ mt: 1 }}
      />
    </Box>
  );
}
