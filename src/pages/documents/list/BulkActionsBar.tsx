import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FolderCopyOutlined from '@mui/icons-material/FolderCopyOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import MailOutline from '@mui/icons-material/MailOutlined';
import { Box, Button, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { branchDisplayName } from '../../../domain/company/company.model';
import { useSession } from '../../../session/SessionContext';
import { ComposeEmailDialog } from '../../emails/ComposeEmailDialog';
import type { DocumentRights } from '../../shared/useDocumentRights';
import { useReferenceData } from '../../shared/useReferenceData';
import { BulkChoiceDialog, type ChoiceOption } from './BulkChoiceDialog';
import { useBulkActions } from './useBulkActions';

type Choice = 'label' | 'branche' | 'documentgroup';
interface Props {
  selected: string[];
  rights: DocumentRights;
  onClear: () => void;
  onChanged: () => void;
}

function Action({
  icon,
  label,
  onClick,
  disabled,
  tooltip,
}: {
  icon: ReactElement;
  label: string;
  onClick?: () => void;
  disabled?: boolean;
  tooltip?: string;
}) {
  const button = (
    <Button
      size="small"
      color="inherit"
      startIcon={icon}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {label}
      </Box>
    </Button>
  );
  return (
    <Tooltip title={tooltip ?? label} describeChild>
      <span>{button}</span>
    </Tooltip>
  );
}

/** What can be done with the selected documents, limited to the user's permissions. */
export function BulkActionsBar({ selected, rights, onClear, onChanged }: Props) {
  const translate = useTranslate();
  const { branches, userInfo } = useSession();
  const { ref } = useReferenceData();
  const actions = useBulkActions(() => {
    onClear();
    onChanged();
  });
  const [choice, setChoice] = useState<Choice>('label');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [mailOpen, setMailOpen] = useState(false);
  const ask = (c: Choice) => {
    setChoice(c);
    setDialogOpen(true);
  };

  const options: Record<Choice, ChoiceOption[]> = {
    label: ref.labels.map((l) => ({ value: l.uuid, label: l.name, color: l.color })),
    branche: branches.map((b) => ({ value: b.uuid, label: branchDisplayName(b, translate) })),
    documentgroup: ref.groups
      .filter((g) => !userInfo.documentgroups.length || userInfo.documentgroups.includes(g.uuid))
      .map((g) => ({ value: g.uuid, label: g.name })),
  };
  if (!selected.length) return null;

  return (
    <Paper
      variant="outlined"
      sx={{
        mb: 2,
        px: 1.5,
        py: 1,
        bgcolor: 'action.selected',
        borderColor: 'primary.main',
        position: 'sticky',
        top: 8,
        zIndex: 2,
      }}
      role="toolbar"
      aria-label={translate('documents.bulk.toolbar')}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
        <IconButton size="small" onClick={onClear} aria-label={translate('documents.bulk.clear')}>
          <Close fontSize="small" />
        </IconButton>
        <Typography variant="subtitle2" sx={{ mr: 'auto', pl: 0.5 }}>
          {translate('documents.bulk.selected', { smart_count: selected.length })}
        </Typography>
        {rights.update && (
          <Action icon={<LabelOutlined />} label={translate('documents.bulk.label')} onClick={() => ask('label')} />
        )}
        {rights.update && branches.length > 1 && (
          <Action
            icon={<AccountTreeOutlined />}
            label={translate('documents.bulk.branch')}
            onClick={() => ask('branche')}
          />
        )}
        {rights.update && (
          <Action
            icon={<FolderCopyOutlined />}
            label={translate('documents.bulk.group')}
            onClick={() => ask('documentgroup')}
          />
        )}
        {rights.download && (
          <Action
            icon={<FileDownloadOutlined />}
            label={translate('documents.bulk.download')}
            onClick={() => actions.download(selected)}
          />
        )}
        {rights.email && (
          <Action icon={<MailOutline />} label={translate('documents.bulk.email')} onClick={() => setMailOpen(true)} />
        )}
        {rights.remove && (
          <Action
            icon={<DeleteOutline />}
            label={translate('documents.bulk.delete')}
            onClick={() => actions.remove(selected)}
          />
        )}
      </Stack>
      <BulkChoiceDialog
        open={dialogOpen}
        title={`documents.bulk.${choice === 'branche' ? 'branch' : choice === 'documentgroup' ? 'group' : 'label'}`}
        count={selected.length}
        options={options[choice]}
        allowNone={choice === 'label'}
        onClose={() => setDialogOpen(false)}
        onChoose={(value) => actions.change(choice, selected, value)}
      />
      <ComposeEmailDialog open={mailOpen} documents={selected} onClose={() => setMailOpen(false)} onSent={onChanged} />
    </Paper>
  );
}
