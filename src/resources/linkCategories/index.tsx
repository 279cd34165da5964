import FolderSpecialOutlined from '@mui/icons-material/FolderSpecialOutlined';
import { lazyPage } from '../../shell/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { linkCategoryModel } from '../../domain/linkCategories/linkCategory.model';

const CategoryEdit = lazyPage(() => import('./CategoryEdit'), 'CategoryEdit');

export default resourceConfig(linkCategoryModel, FolderSpecialOutlined, {
  edit: () => <CategoryEdit model={linkCategoryModel} childResource="links/list" texts="linkcategories.reassign" />,
});
