import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { lazyPage } from '../../shell/lazyPage';
import { resourceConfig } from '../views/resourceConfig';
import { supplierModel } from '../../domain/suppliers/supplier.model';

const SupplierList = lazyPage(() => import('./SupplierList'), 'SupplierList');
const SupplierCreate = lazyPage(() => import('./SupplierForm'), 'SupplierCreate');
const SupplierEdit = lazyPage(() => import('./SupplierForm'), 'SupplierEdit');

export default resourceConfig(supplierModel, StorefrontOutlined, {
  list: SupplierList,
  create: SupplierCreate,
  edit: SupplierEdit,
});
