import FolderCopyOutlined from '@mui/icons-material/FolderCopyOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { DocumentGroupCreate, DocumentGroupEdit } from './DocumentGroupForms';
import { documentGroupMessages } from './i18n';
import { documentGroupModel } from './model';

export default resourceConfig(documentGroupModel, FolderCopyOutlined, documentGroupMessages, {
  create: DocumentGroupCreate,
  edit: DocumentGroupEdit,
});
