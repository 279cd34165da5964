import { DataTable } from 'react-admin';
import { ModelList } from '../views/ModelList';
import { linkedUserModel } from '../../domain/linkedUsers/linkedUser.model';

/**
 * The users of the active company; on the master, every user of the account the subscription counts, a branch's
 * user naming its branch (the API's `branch`, empty for the active company's own).
 */
export function LinkedUserList() {
  return <ModelList model={linkedUserModel} extraColumns={<DataTable.Col source="branch" disableSort />} />;
}
