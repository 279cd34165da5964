import FolderSpecialOutlined from '@mui/icons-material/FolderSpecialOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { CategoryEdit } from './CategoryEdit';
import { linkCategoryDeleteTexts, linkCategoryMessages } from './i18n';
import { linkCategoryModel } from './model';

export default resourceConfig(linkCategoryModel, FolderSpecialOutlined, linkCategoryMessages, {
  edit: () => <CategoryEdit model={linkCategoryModel} childResource="links/list" texts={linkCategoryDeleteTexts} />,
});
