import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { lazyPage } from '../../src/layout/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { promptCategoryModel } from './promptCategory.model';

const CategoryEdit = lazyPage(() => import('../linkCategories/CategoryEdit'), 'CategoryEdit');

export default resourceConfig(promptCategoryModel, CategoryOutlined, {
  edit: () => (
    <CategoryEdit
      model={promptCategoryModel}
      childResource="documents/configurations/ai"
      texts="promptcategories.reassign"
    />
  ),
});
