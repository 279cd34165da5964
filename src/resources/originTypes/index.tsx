import InputOutlined from '@mui/icons-material/InputOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { originTypeModel } from '../../domain/originTypes/originType.model';

export default resourceConfig(originTypeModel, InputOutlined);
