import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { lazyPage } from '../../shell/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { linkModel } from '../../domain/links/link.model';

const LinkCreate = lazyPage(() => import('./LinkForms'), 'LinkCreate');
const LinkEdit = lazyPage(() => import('./LinkForms'), 'LinkEdit');

export default resourceConfig(linkModel, ViewListOutlined, { create: LinkCreate, edit: LinkEdit });
