import { ReferenceInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { CreateWithAccount } from '../linkedUsers/CreateWithAccount';
import { DayInput } from '../../shell/dates/DayInput';
import { accountModel, newAccountSchema } from '../../domain/accounts/account.model';

/**
 * A new customer account (POST /accounts): the company, its first administrator and its offer; the server adds
 * the starter configuration. The administrator's temporary password is shown once, then the list opens.
 */
export function AccountCreate() {
  const translate = useTranslate();
  return (
    <CreateWithAccount
      model={accountModel}
      schema={newAccountSchema}
      created={(data) => ['accounts.create.done', { name: data.companyName }]}
      maxWidth={720}
    >
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
    </CreateWithAccount>
  );
}
