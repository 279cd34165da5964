import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { Alert, Box, Button, DialogActions, DialogContent, IconButton, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { NarrowDialog } from '../../shell/feedback/NarrowDialog';

export interface CreatedAccount {
  email: string;
  temporaryPassword?: string;
  externalAccount?: boolean;
}

/**
 * After creating a user (or a branch administrator): the temporary password, shown this once with
 * a copy button, or, with an external identity provider, where the account must be created.
 */
export function AccountCreatedDialog({ account, onClose }: { account: CreatedAccount | null; onClose: () => void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(account?.temporaryPassword ?? '');
    setCopied(true);
  };
  return (
    <NarrowDialog
      open={Boolean(account)}
      onClose={(_e, reason) => reason !== 'backdropClick' && onClose()}
      title={translate('users.account.createdTitle', { email: account?.email ?? '' })}
    >
      <DialogContent>
        {account?.temporaryPassword ? (
          <>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {translate('users.account.password')}
            </Typography>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                p: 1.5,
                mb: 2,
                borderRadius: 1,
                bgcolor: 'action.hover',
              }}
            >
              <Typography
                data-testid="temporary-password"
                sx={{ fontFamily: 'monospace', fontSize: 20, letterSpacing: 1, flex: 1, userSelect: 'all' }}
              >
                {account.temporaryPassword}
              </Typography>
              <Tooltip title={copied ? translate('users.account.copied') : translate('users.account.copy')}>
                <IconButton onClick={copy} aria-label={translate('users.account.copy')}>
                  <ContentCopyOutlined />
                </IconButton>
              </Tooltip>
            </Box>
            <Alert severity="warning">{translate('users.account.warning')}</Alert>
          </>
        ) : (
          <Alert severity="info">{translate('users.account.external', { email: account?.email ?? '' })}</Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          variant="contained"
          onClick={() => {
            setCopied(false);
            onClose();
          }}
        >
          {translate('users.account.close')}
        </Button>
      </DialogActions>
    </NarrowDialog>
  );
}
