import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { documentGroupCategoryModel } from '../../domain/documentGroupCategories/documentGroupCategory.model';

export default resourceConfig(documentGroupCategoryModel, CategoryOutlined);
