import DocumentScannerOutlined from '@mui/icons-material/DocumentScannerOutlined';
import { Box, Button, Card, CardContent, Chip, List, Stack, Typography, type ChipProps } from '@mui/material';
import { useMemo, useState } from 'react';
import type { FileRejection } from 'react-dropzone';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { useToast } from '../../../shell/feedback/toast';
import { useSession } from '../../../session/SessionContext';
import { DOCUMENT_ROUTES } from '../documents.routes';
import { PageHeader } from '../../shared/PageHeader';
import { useReferenceData } from '../../shared/useReferenceData';
import { groupChoices, originTypeChoices } from './uploadChoices';
import { UploadDropzone } from './UploadDropzone';
import { UploadOptionsForm } from './UploadOptionsForm';
import { uploadSummary, type UploadOptions } from './uploadQueue';
import { UploadRow } from './UploadRow';
import { useUploadQueue } from './useUploadQueue';

/** The queue's counts, each a chip when above zero; the finished ones outlined. */
const SUMMARY_CHIPS: Array<{
  count: keyof ReturnType<typeof uploadSummary>;
  label: string;
  color: ChipProps['color'];
  variant?: ChipProps['variant'];
}> = [
  { count: 'pending', label: 'documents.upload.summary.pending', color: 'primary' },
  { count: 'recognising', label: 'documents.upload.summary.recognising', color: 'secondary' },
  { count: 'saved', label: 'documents.upload.summary.saved', color: 'success', variant: 'outlined' },
  { count: 'failed', label: 'documents.upload.summary.failed', color: 'error', variant: 'outlined' },
];

/** /documentmanagement/upload: drop files, choose where they go, follow each upload and its recognition. */
export function UploadPage() {
  const translate = useTranslate();
  const toast = useToast();
  const { userInfo } = useSession();
  const { ref } = useReferenceData();
  const preset = new URLSearchParams(useLocation().search).get('type');
  const [options, setOptions] = useState<UploadOptions>({ recognition: true, group: null, type: preset });
  const queue = useUploadQueue();
  const summary = uploadSummary(queue.state);

  const originTypes = useMemo(() => originTypeChoices(ref.originTypes, userInfo), [ref.originTypes, userInfo]);
  const groups = useMemo(
    () =>
      groupChoices(
        ref.groups,
        originTypes.find((o) => o.uuid === options.type),
        userInfo,
      ),
    [ref.groups, originTypes, options.type, userInfo],
  );
  const onRejected = (rejections: FileRejection[]) =>
    toast.error('documents.upload.rejected', { detailArgs: { names: rejections.map((r) => r.file.name).join(', ') } });
  const validOptions = { ...options, group: groups.some((g) => g.uuid === options.group) ? options.group : null };

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader
        title={translate('documents.upload.title')}
        subtitle={translate('documents.upload.subtitle')}
        actions={
          <Button component={LinkBase} to={DOCUMENT_ROUTES.recognition} startIcon={<DocumentScannerOutlined />}>
            {translate('documents.recognition.title')}
          </Button>
        }
      />
      <Card sx={{ mb: 3 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          <UploadOptionsForm value={validOptions} onChange={setOptions} originTypes={originTypes} groups={groups} />
          <Box sx={{ mt: 2.5 }}>
            <UploadDropzone onFiles={(files) => queue.add(files, validOptions)} onRejected={onRejected} />
          </Box>
        </CardContent>
      </Card>

      {queue.state.items.length > 0 && (
        <Card component="section" aria-label={translate('documents.upload.savedList')}>
          <Stack
            direction="row"
            spacing={1}
            sx={{
              px: { xs: 1.5, sm: 2 },
              py: 1.5,
              alignItems: 'center',
              flexWrap: 'wrap',
              rowGap: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
              {translate('documents.upload.savedList')}
            </Typography>
            {SUMMARY_CHIPS.map(
              ({ count, label, color, variant }) =>
                summary[count] > 0 && (
                  <Chip
                    key={count}
                    size="small"
                    color={color}
                    variant={variant}
                    label={translate(label, { smart_count: summary[count] })}
                  />
                ),
            )}
            {summary.saved + summary.failed > 0 && (
              <Button size="small" onClick={queue.clearFinished}>
                {translate('documents.upload.clearFinished')}
              </Button>
            )}
          </Stack>
          <List disablePadding>
            {queue.state.items.map((item) => (
              <UploadRow key={item.key} item={item} onCancel={queue.cancel} onDismiss={queue.dismiss} />
            ))}
          </List>
        </Card>
      )}
    </Box>
  );
}
