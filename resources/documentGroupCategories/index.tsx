import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { documentGroupCategoryModel } from './documentGroupCategory.model';

export default resourceConfig(documentGroupCategoryModel, CategoryOutlined);
