import LabelOutlined from '@mui/icons-material/LabelOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { documentLabelModel } from '../../domain/documentLabels/documentLabel.model';

export default resourceConfig(documentLabelModel, LabelOutlined);
