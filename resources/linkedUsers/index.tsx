import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { linkedUserMessages } from './i18n';
import { LinkedUserCreate, LinkedUserEdit } from './LinkedUserForms';
import { linkedUserModel } from './model';

export default resourceConfig(linkedUserModel, PeopleAltOutlined, linkedUserMessages, {
  create: LinkedUserCreate,
  edit: LinkedUserEdit,
  recordRepresentation: (u: { firstname?: string; lastname?: string; email?: string }) =>
    [u.firstname, u.lastname].filter(Boolean).join(' ') || u.email || '',
});
