import { Chip } from '@mui/material';
import { CreateButton, DataTable, List, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import { type Branch } from '../../domain/company/company.model';
import { CreateWithAccount } from '../linkedUsers/CreateWithAccount';
import { ModelEdit } from '../views/ModelForm';
import { ModelInputs } from '../views/ModelInputs';
import { branchModel } from '../../domain/branches/branch.model';

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);
const filters = [<SearchInput key="q" source="q" alwaysOn />];

function MasterChip({ branch }: { branch: Branch }) {
  const translate = useTranslate();
  return branch.master ? (
    <Chip
      size="small"
      color="primary"
      variant="outlined"
      label={translate(`resources.${branchModel.name}.fields.master`)}
    />
  ) : null;
}

/** The master (its "Master" chip) then its branches, with each one's administrator. */
export function BranchList() {
  return (
    <List
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'master', order: 'DESC' }}
      pagination={false}
      perPage={1000}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="companyName" />
        <DataTable.Col source="companyAddress" />
        <DataTable.Col source="firstName" />
        <DataTable.Col source="lastName" />
        <DataTable.Col source="email" />
        <DataTable.Col source="master" render={(b: Branch) => <MasterChip branch={b} />} />
      </DataTable>
    </List>
  );
}

/** Creating a branch creates its administrator too; their temporary password is shown once. */
export const BranchCreate = () => (
  <CreateWithAccount model={branchModel}>
    <ModelInputs model={branchModel} mode="create" />
  </CreateWithAccount>
);
export const BranchEdit = () => <ModelEdit model={branchModel} />;
