import { useState, type ReactNode } from 'react';
import { Create, SimpleForm, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { validateWith, type ResourceModel } from '../defineResource';
import { AccountCreatedDialog, type CreatedAccount } from './AccountCreatedDialog';

/**
 * A create view whose POST also creates a sign-in account: the answer's temporary password (or
 * the external-provider notice) is shown once in a dialog, then the list opens.
 */
export function CreateWithAccount({ model, children }: { model: ResourceModel; children: ReactNode }) {
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  const redirect = useRedirect();
  const notify = useNotify();
  const onSuccess = (data: RaRecord) => {
    notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
    if (data.temporaryPassword || data.externalAccount) setCreated(data as RaRecord & CreatedAccount);
    else redirect('list', model.name);
  };
  return (
    <>
      <Create redirect={false} mutationOptions={{ onSuccess }}>
        <SimpleForm validate={validateWith(model.schema)} sx={{ maxWidth: 960 }}>
          {children}
        </SimpleForm>
      </Create>
      <AccountCreatedDialog
        account={created}
        onClose={() => {
          setCreated(null);
          redirect('list', model.name);
        }}
      />
    </>
  );
}
