import FolderCopyOutlined from '@mui/icons-material/FolderCopyOutlined';
import { lazyPage } from '../../shell/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { documentGroupModel } from '../../domain/documentGroups/documentGroup.model';

const DocumentGroupCreate = lazyPage(() => import('./DocumentGroupForms'), 'DocumentGroupCreate');
const DocumentGroupEdit = lazyPage(() => import('./DocumentGroupForms'), 'DocumentGroupEdit');

export default resourceConfig(documentGroupModel, FolderCopyOutlined, {
  create: DocumentGroupCreate,
  edit: DocumentGroupEdit,
});
