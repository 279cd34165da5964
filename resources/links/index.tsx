import LinkOutlined from '@mui/icons-material/LinkOutlined';
import { lazyPage } from '../../src/pages/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { linkMessages } from './i18n';
import { linkModel } from './model';

const LinkCreate = lazyPage(() => import('./LinkForms'), 'LinkCreate');
const LinkEdit = lazyPage(() => import('./LinkForms'), 'LinkEdit');

export default resourceConfig(linkModel, LinkOutlined, linkMessages, { create: LinkCreate, edit: LinkEdit });
