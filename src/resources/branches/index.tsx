import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { lazyPage } from '../../shell/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { branchModel } from '../../domain/branches/branch.model';

const BranchList = lazyPage(() => import('./BranchViews'), 'BranchList');
const BranchCreate = lazyPage(() => import('./BranchViews'), 'BranchCreate');
const BranchEdit = lazyPage(() => import('./BranchViews'), 'BranchEdit');

export default resourceConfig(branchModel, AccountTreeOutlined, {
  list: BranchList,
  create: BranchCreate,
  edit: BranchEdit,
  recordRepresentation: 'companyName',
});
