import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { CategoryEdit } from '../linkCategories/CategoryEdit';
import { resourceConfig } from '../views/resourceConfig';
import { promptCategoryDeleteTexts, promptCategoryMessages } from './i18n';
import { promptCategoryModel } from './model';

export default resourceConfig(promptCategoryModel, CategoryOutlined, promptCategoryMessages, {
  edit: () => <CategoryEdit model={promptCategoryModel} childResource="documents/configurations/ai" texts={promptCategoryDeleteTexts} />,
});
