import FolderSpecialOutlined from '@mui/icons-material/FolderSpecialOutlined';
import { lazyPage } from '../../src/layout/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { linkCategoryModel } from './linkCategory.model';

const CategoryEdit = lazyPage(() => import('./CategoryEdit'), 'CategoryEdit');

export default resourceConfig(linkCategoryModel, FolderSpecialOutlined, {
  edit: () => <CategoryEdit model={linkCategoryModel} childResource="links/list" texts="linkcategories.reassign" />,
});
