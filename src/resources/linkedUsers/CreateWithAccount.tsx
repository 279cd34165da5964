import { useState, type ReactNode } from 'react';
import { Create, SimpleForm, useNotify, useRedirect, type RaRecord } from 'react-admin';
import type { z } from 'zod';
import { validateWith, type ResourceModel } from '../../domain/defineResource';
import { AccountCreatedDialog, type CreatedAccount } from './AccountCreatedDialog';

/**
 * A create view whose POST also creates a sign-in account: the answer's temporary password (or
 * the external-provider notice) is shown once in a dialog, then the list opens. `schema` and `created`
 * replace the model's schema and the generic "created" notice where the form is not the model's.
 */
export function CreateWithAccount({
  model,
  schema = model.schema,
  created: createdNotice = () => ['ra.notification.created', { smart_count: 1 }],
  maxWidth = 960,
  children,
}: {
  model: ResourceModel;
  schema?: z.ZodObject;
  created?: (data: RaRecord) => [string, Record<string, unknown>];
  maxWidth?: number;
  children: ReactNode;
}) {
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  const redirect = useRedirect();
  const notify = useNotify();
  const onSuccess = (data: RaRecord) => {
    const [message, messageArgs] = createdNotice(data);
    notify(message, { type: 'info', messageArgs });
    if (data.temporaryPassword || data.externalAccount) setCreated(data as RaRecord & CreatedAccount);
    else redirect('list', model.name);
  };
  return (
    <>
      <Create redirect={false} mutationOptions={{ onSuccess }}>
        <SimpleForm validate={validateWith(schema)} sx={{ maxWidth }}>
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
