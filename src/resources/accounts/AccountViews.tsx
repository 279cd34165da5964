import LoginOutlined from '@mui/icons-material/LoginOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { Alert, Button, Chip } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  CreateButton,
  DataTable,
  Edit,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRedirect,
  type RaRecord,
  useTranslate,
} from 'react-admin';
import { readStoredAccount } from '../../session/scope';
import { workInAccount } from '../../session/workInAccount';
import type { PaperdeskDataProvider } from '../../providers/data';
import { validateWith } from '../../domain/defineResource';
import { accountModel, type AccountRecord } from '../../domain/accounts/account.model';
import { LocaleValueField } from '../views/ModelField';
import { DayInput } from '../../shell/dates/DayInput';

function WorkButton() {
  const record = useRecordContext<AccountRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (readStoredAccount() === record.uuid)
    return <Chip size="small" color="primary" label={translate('accounts.list.current')} />;
  return (
    <Button
      size="small"
      startIcon={<LoginOutlined />}
      onClick={(e) => {
        e.stopPropagation();
        workInAccount(record.uuid);
      }}
    >
      {translate('accounts.list.work')}
    </Button>
  );
}

function CurrentAccountBanner() {
  const translate = useTranslate();
  const { data } = useListContext<AccountRecord & RaRecord>();
  const chosen = readStoredAccount();
  if (!chosen) return null;
  const name = data?.find((a) => a.uuid === chosen)?.companyName ?? chosen;
  return (
    <Alert
      severity="info"
      sx={{ mb: 1 }}
      action={
        <Button color="inherit" size="small" startIcon={<LogoutOutlined />} onClick={() => workInAccount(null)}>
          {translate('accounts.list.leave')}
        </Button>
      }
    >
      {translate('accounts.list.working', { name })}
    </Alert>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function AccountList() {
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
      sort={{ field: 'companyName', order: 'ASC' }}
      perPage={25}
    >
      <CurrentAccountBanner />
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="companyName" />
        <DataTable.Col source="email" />
        <DataTable.Col source="offer" render={(r: AccountRecord) => r.offer ?? translate('accounts.list.none')} />
        <DataTable.Col source="offerStartDate">
          <LocaleValueField source="offerStartDate" format="day" />
        </DataTable.Col>
        <DataTable.Col source="offerEndDate">
          <LocaleValueField source="offerEndDate" format="day" />
        </DataTable.Col>
        <DataTable.Col source="offerActive">
          <BooleanField source="offerActive" />
        </DataTable.Col>
        <DataTable.Col label=" " disableSort>
          <WorkButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** PUT /accounts takes the whole summary (no id in the path), so the form saves through its own call. */
export function AccountEdit() {
  const dataProvider = useDataProvider<PaperdeskDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const save = async (values: Partial<RaRecord>) => {
    const { id: _id, ...body } = values;
    try {
      await dataProvider.call('/accounts', { method: 'PUT', body });
      notify(translate('accounts.list.saved'), { type: 'success' });
      redirect('list', accountModel.name);
    } catch (err) {
      const fields = (err as { body?: { fields?: Record<string, string> } }).body?.fields;
      notify((err as Error).message, { type: 'error' });
      return fields;
    }
  };
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm onSubmit={save} validate={validateWith(accountModel.schema)} sx={{ maxWidth: 720 }}>
        <TextInput source="companyName" fullWidth />
        <TextInput source="email" fullWidth disabled />
        <ReferenceInput source="offerUUID" reference="superadministrator/offers">
          <SelectInput optionText="name" fullWidth />
        </ReferenceInput>
        <DayInput source="offerStartDate" />
        <DayInput source="offerEndDate" />
        <BooleanInput source="offerActive" />
      </SimpleForm>
    </Edit>
  );
}
