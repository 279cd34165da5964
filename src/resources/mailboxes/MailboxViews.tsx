import SyncOutlined from '@mui/icons-material/SyncOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { apiFetch } from '../../providers/data/http';
import { useToast } from '../../shell/feedback/toast';
import { ModelCreate, ModelEdit } from '../views/ModelForm';
import { mailboxModel, type MailboxPollResult } from '../../domain/mailboxes/mailbox.model';

const SERVER_STATE = ['lastpolledat', 'lasterror'];
const t = (key: string) => `resources.${mailboxModel.name}.${key}`;

/** Polls the mailbox now (POST /mailboxes/{id}/poll) and says what came in. */
function PollButton() {
  const record = useRecordContext<{ uuid: string }>();
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const poll = async () => {
    setBusy(true);
    try {
      const { json } = await apiFetch<MailboxPollResult>(`/mailboxes/${encodeURIComponent(record.uuid)}/poll`, {
        method: 'POST',
        body: {},
      });
      if (json.error) toast.error(new Error(translate(t('pollfailed'), { error: json.error })));
      else toast.success(translate(t('polled'), { ...json }));
      refresh();
    } catch (err) {
      toast.error(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<SyncOutlined />} onClick={() => void poll()} disabled={busy} variant="outlined" sx={{ mt: 1 }}>
      {translate(t('poll'))}
    </Button>
  );
}

export function MailboxCreate() {
  return <ModelCreate model={mailboxModel} skip={SERVER_STATE} />;
}

export function MailboxEdit() {
  return (
    <ModelEdit model={mailboxModel}>
      <PollButton />
    </ModelEdit>
  );
}
