import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Create, SimpleForm, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { validateWith } from '../../domain/defineResource';
import { ModelInputs } from '../views/ModelInputs';
import { apiKeyModel } from '../../domain/apiKeys/apiKey.model';

const t = (key: string) => `resources.${apiKeyModel.name}.secret.${key}`;

/** The new key's secret, shown once: copy it, then back to the list. */
function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="apikey-secret-title" fullWidth>
      <DialogTitle id="apikey-secret-title">{translate(t('title'))}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{translate(t('text'))}</Typography>
        <TextField
          value={secret}
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true, 'aria-label': translate(t('title')), 'data-testid': 'apikey-secret' },
          }}
          onFocus={(e) => e.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void navigator.clipboard?.writeText(secret).catch(() => undefined)}>
          {translate(t('copy'))}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate(t('done'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Creating a key: the server answers its secret once (`secret`), shown in a dialog before going back to the list. */
export function ApiKeyCreate() {
  const [secret, setSecret] = useState<string | null>(null);
  const redirect = useRedirect();
  return (
    <>
      <Create
        redirect={false}
        mutationOptions={{ onSuccess: (data: RaRecord) => setSecret(String(data.secret ?? '')) }}
      >
        <SimpleForm validate={validateWith(apiKeyModel.schema)} sx={{ maxWidth: 720 }}>
          <ModelInputs model={apiKeyModel} mode="create" skip={['revoked', 'prefix', 'lastusedat']} />
        </SimpleForm>
      </Create>
      {secret !== null && <SecretDialog secret={secret} onClose={() => redirect('list', apiKeyModel.name)} />}
    </>
  );
}
