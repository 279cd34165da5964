import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { branchDisplayName, type Branch } from '../company/model';
import { resourceConfig } from '../views/resourceConfig';
import { BranchCreate, BranchEdit, BranchList } from './BranchViews';
import { branchMessages } from './i18n';
import { branchModel } from './model';

export default resourceConfig(branchModel, AccountTreeOutlined, branchMessages, {
  list: BranchList,
  create: BranchCreate,
  edit: BranchEdit,
  recordRepresentation: (b: Branch) => branchDisplayName(b),
});
