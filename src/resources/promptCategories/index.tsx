import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { lazyPage } from '../../shell/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { promptCategoryModel } from '../../domain/promptCategories/promptCategory.model';

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
