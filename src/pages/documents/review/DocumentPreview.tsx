import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorDetail } from '../../../i18n/errorMessage';
import { fetchDocumentFile } from '../../shared/api';
import { XmlPreview } from './EInvoiceRendition';

type Preview = { kind: 'pdf' | 'image'; url: string } | { kind: 'xml'; text: string } | { kind: 'other' };

/** How the browser can show a file of this type: its own PDF viewer, an image, XML as text, else nothing. */
export function previewKind(mime: string): 'pdf' | 'image' | 'xml' | 'other' {
  if (mime === 'application/pdf') return 'pdf';
  if (/^image\/(png|jpeg|webp|gif)$/.test(mime)) return 'image';
  if (/xml/.test(mime)) return 'xml';
  return 'other';
}

interface Props {
  documentUuid: string;
  mime: string | null;
  title: string;
  /** The download, for a user who may download; without it the browser's PDF toolbar (save, print) is hidden too. */
  onDownload?: () => void;
}

/** The document itself, fetched with the token: PDF in the browser's viewer, images, e-invoice XML as a readable invoice. */
export function DocumentPreview({ documentUuid, mime, title, onDownload }: Props) {
  const translate = useTranslate();
  const [preview, setPreview] = useState<Preview>();
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    let url: string | undefined;
    let current = true;
    setPreview(undefined);
    setError(undefined);
    fetchDocumentFile(documentUuid, true).then(
      async ({ blob }) => {
        if (!current) return;
        const kind = previewKind(mime ?? blob.type);
        if (kind === 'xml') setPreview({ kind, text: await blob.text() });
        else if (kind === 'other') setPreview({ kind });
        else {
          url = URL.createObjectURL(blob);
          setPreview({ kind, url });
        }
      },
      (err) => current && setError(err),
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [documentUuid, mime]);

  return (
    <Paper
      variant="outlined"
      sx={{
        height: { xs: 480, md: 'calc(100vh - 180px)' },
        minHeight: 420,
        overflow: 'hidden',
        display: 'flex',
        bgcolor: 'action.hover',
      }}
    >
      {error ? (
        <Alert severity="error" sx={{ m: 2, alignSelf: 'flex-start' }}>
          {translate(errorDetail(error), { _: errorDetail(error) })}
        </Alert>
      ) : null}
      {!preview && !error && (
        <CircularProgress sx={{ m: 'auto' }} aria-label={translate('documents.review.loadingFile')} />
      )}
      {preview?.kind === 'pdf' && (
        <Box
          component="iframe"
          src={onDownload ? preview.url : `${preview.url}#toolbar=0`}
          title={title}
          sx={{ border: 0, width: '100%', height: '100%' }}
        />
      )}
      {preview?.kind === 'image' && (
        <Box sx={{ overflow: 'auto', width: '100%', p: 1 }}>
          <Box
            component="img"
            src={preview.url}
            alt={title}
            sx={{ display: 'block', maxWidth: '100%', mx: 'auto', boxShadow: 2, bgcolor: 'background.paper' }}
          />
        </Box>
      )}
      {preview?.kind === 'xml' && <XmlPreview documentUuid={documentUuid} text={preview.text} />}
      {preview?.kind === 'other' && (
        <Stack spacing={2} sx={{ m: 'auto', alignItems: 'center', p: 3, textAlign: 'center' }}>
          <InsertDriveFileOutlined sx={{ fontSize: 56, color: 'text.disabled' }} />
          <Typography color="text.secondary">{translate('documents.review.noPreview')}</Typography>
          {onDownload && (
            <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={onDownload}>
              {translate('documents.review.download')}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
