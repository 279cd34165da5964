import InputOutlined from '@mui/icons-material/InputOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { originTypeModel } from './originType.model';

export default resourceConfig(originTypeModel, InputOutlined);
