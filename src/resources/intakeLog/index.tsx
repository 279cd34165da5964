import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import { lazyPage } from '../../shell/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { intakeLogModel } from '../../domain/intakeLog/intakeLog.model';

export default resourceConfig(intakeLogModel, MoveToInboxOutlined, {
  list: lazyPage(() => import('./IntakeLogList'), 'IntakeLogList'),
  create: undefined,
  edit: undefined,
  recordRepresentation: 'filename',
});
