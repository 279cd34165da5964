import Autorenew from '@mui/icons-material/Autorenew';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, CircularProgress, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { ReviewBusy } from './useReview';

interface SecondaryProps {
  busy: ReviewBusy | null;
  canDownload: boolean;
  /** Re-run offered (UPDATE permission); enabled only for a saved document. */
  canRerun: boolean;
  rerunEnabled: boolean;
  canDelete: boolean;
  deleteEnabled: boolean;
  onDownload: () => void;
  onRerun: () => void;
  onDelete: () => void;
}

const spinner = <CircularProgress size={16} color="inherit" />;

function Action({
  icon,
  label,
  onClick,
  disabled,
  tooltip,
  color,
}: {
  icon: ReactElement;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  tooltip?: string;
  color?: 'error';
}) {
  return (
    <Tooltip title={tooltip ?? ''}>
      <span>
        <Button
          variant="outlined"
          color={color ?? 'inherit'}
          startIcon={icon}
          onClick={onClick}
          disabled={disabled}
          sx={{ borderColor: 'divider' }}
        >
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}

/** Download, re-run recognition and delete, in the page header. */
export function ReviewSecondaryActions(p: SecondaryProps) {
  const translate = useTranslate();
  return (
    <>
      {p.canDownload && (
        <Action icon={<FileDownloadOutlined />} label={translate('documents.review.download')} onClick={p.onDownload} />
      )}
      {p.canRerun && (
        <Action
          icon={p.busy === 'rerun' ? spinner : <Autorenew />}
          label={translate('documents.review.rerun')}
          onClick={p.onRerun}
          disabled={!p.rerunEnabled || p.busy !== null}
          tooltip={p.rerunEnabled ? undefined : translate('documents.review.rerunSavedOnly')}
        />
      )}
      {p.canDelete && (
        <Action
          icon={p.busy === 'delete' ? spinner : <DeleteOutlined />}
          label={translate('ra.action.delete')}
          onClick={p.onDelete}
          color="error"
          disabled={!p.deleteEnabled || p.busy !== null}
          tooltip={p.deleteEnabled ? undefined : translate('documents.review.paidNoDelete')}
        />
      )}
    </>
  );
}

interface PrimaryProps {
  busy: ReviewBusy | null;
  dirty: boolean;
  canSave: boolean;
  canValidate: boolean;
  validateEnabled: boolean;
  validated: boolean;
  onSave: () => void;
  onValidate: () => void;
}

/** Save and Validate, kept in view at the bottom of the fields. */
export function ReviewPrimaryActions(p: PrimaryProps) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        mt: 2.5,
        py: 1.5,
        display: 'flex',
        gap: 1.5,
        justifyContent: 'flex-end',
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {p.canSave && (
        <Button
          variant="outlined"
          onClick={p.onSave}
          disabled={!p.dirty || p.busy !== null}
          startIcon={p.busy === 'save' ? spinner : undefined}
        >
          {translate('ra.action.save')}
        </Button>
      )}
      {p.canValidate && (
        <Tooltip
          title={
            p.validated
              ? translate('documents.review.alreadyValidated')
              : p.validateEnabled
                ? ''
                : translate('documents.review.fixFirst')
          }
        >
          <span>
            <Button
              variant="contained"
              color="success"
              onClick={p.onValidate}
              disabled={!p.validateEnabled || p.busy !== null}
              startIcon={p.busy === 'validate' ? spinner : undefined}
            >
              {translate(p.validated ? 'documents.review.validatedLabel' : 'documents.review.validate')}
            </Button>
          </span>
        </Tooltip>
      )}
    </Box>
  );
}
