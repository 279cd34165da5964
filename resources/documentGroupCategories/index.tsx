import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { documentGroupCategoryModel } from './model';

export default resourceConfig(documentGroupCategoryModel, CategoryOutlined);
