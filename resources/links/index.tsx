import LinkOutlined from '@mui/icons-material/LinkOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { linkMessages } from './i18n';
import { LinkCreate, LinkEdit } from './LinkForms';
import { linkModel } from './model';

export { LinksGrid } from './LinksGrid';

export default resourceConfig(linkModel, LinkOutlined, linkMessages, { create: LinkCreate, edit: LinkEdit });
