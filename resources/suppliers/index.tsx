import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { lazyPage } from '../../src/pages/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { supplierMessages } from './i18n';
import { supplierModel } from './model';

const SupplierList = lazyPage(() => import('./SupplierList'), 'SupplierList');
const SupplierCreate = lazyPage(() => import('./SupplierForm'), 'SupplierCreate');
const SupplierEdit = lazyPage(() => import('./SupplierForm'), 'SupplierEdit');

export default resourceConfig(supplierModel, StorefrontOutlined, supplierMessages, {
  list: SupplierList,
  create: SupplierCreate,
  edit: SupplierEdit,
});
