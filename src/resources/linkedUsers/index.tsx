import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import { lazyPage } from '../../shell/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { linkedUserModel } from '../../domain/linkedUsers/linkedUser.model';

const LinkedUserList = lazyPage(() => import('./LinkedUserList'), 'LinkedUserList');
const LinkedUserCreate = lazyPage(() => import('./LinkedUserForms'), 'LinkedUserCreate');
const LinkedUserEdit = lazyPage(() => import('./LinkedUserForms'), 'LinkedUserEdit');

export default resourceConfig(linkedUserModel, PeopleAltOutlined, {
  list: LinkedUserList,
  create: LinkedUserCreate,
  edit: LinkedUserEdit,
  recordRepresentation: (u: { firstname?: string; lastname?: string; email?: string }) =>
    [u.firstname, u.lastname].filter(Boolean).join(' ') || u.email || '',
});
