import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { resourceConfig } from '../views/resourceConfig';
import { supplierMessages } from './i18n';
import { supplierModel } from './model';
import { SupplierCreate, SupplierEdit } from './SupplierForm';
import { SupplierList } from './SupplierList';

export default resourceConfig(supplierModel, StorefrontOutlined, supplierMessages, {
  list: SupplierList,
  create: SupplierCreate,
  edit: SupplierEdit,
});
