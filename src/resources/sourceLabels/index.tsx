import SellOutlined from '@mui/icons-material/SellOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { sourceLabelModel } from '../../domain/sourceLabels/sourceLabel.model';

export default resourceConfig(sourceLabelModel, SellOutlined);
