import LinkOutlined from '@mui/icons-material/LinkOutlined';
import { lazyPage } from '../../shell/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { linkModel } from '../../domain/links/link.model';

const LinkCreate = lazyPage(() => import('./LinkForms'), 'LinkCreate');
const LinkEdit = lazyPage(() => import('./LinkForms'), 'LinkEdit');

export default resourceConfig(linkModel, LinkOutlined, { create: LinkCreate, edit: LinkEdit });
