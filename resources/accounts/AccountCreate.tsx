import { useState } from 'react';
import {
  Create,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRedirect,
  type RaRecord,
} from 'react-admin';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { validateWith } from '../defineResource';
import { AccountCreatedDialog, type CreatedAccount } from '../linkedUsers/AccountCreatedDialog';
import { DayInput } from '../../src/layout/dates/DayInput';
import { accountModel, newAccountSchema, type NewAccountRecord } from './account.model';

/**
 * A new customer account (POST /accounts): the company, its first administrator and its offer; the server adds
 * the starter configuration. The administrator's temporary password is shown once, then the list opens.
 */
export function AccountCreate() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const notify = useNotify();
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  const onSuccess = (data: RaRecord & NewAccountRecord) => {
    notify('accounts.create.done', { type: 'info', messageArgs: { name: data.companyName } });
    if (data.temporaryPassword || data.externalAccount) setCreated(data);
    else redirect('list', accountModel.name);
  };
  return (
    <>
      <Create redirect={false} mutationOptions={{ onSuccess }}>
        <SimpleForm validate={validateWith(newAccountSchema)} sx={{ maxWidth: 720 }}>
          <TextInput source="companyName" fullWidth />
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            {translate('accounts.create.admin')}
          </Typography>
          <TextInput source="firstName" fullWidth />
          <TextInput source="lastName" fullWidth />
          <TextInput source="email" type="email" fullWidth />
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            {translate('accounts.create.subscription')}
          </Typography>
          <ReferenceInput source="offerUUID" reference="superadministrator/offers">
            <SelectInput optionText="name" fullWidth />
          </ReferenceInput>
          <DayInput source="offerStartDate" />
          <DayInput source="offerEndDate" />
          <Typography variant="body2" color="text.secondary">
            {translate('accounts.create.starter')}
          </Typography>
        </SimpleForm>
      </Create>
      <AccountCreatedDialog
        account={created}
        onClose={() => {
          setCreated(null);
          redirect('list', accountModel.name);
        }}
      />
    </>
  );
}
