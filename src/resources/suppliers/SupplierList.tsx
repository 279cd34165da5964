import { List, SearchInput, SelectArrayInput, useTranslate } from 'react-admin';
import { listFields } from '../views/ModelField';
import { choiceKey } from '../views/ModelInputs';
import { ListActions } from '../views/ModelList';
import { SortableTable } from '../views/SortableTable';
import { SUPPLIER_VISIBILITY, VISIBILITY_VALUES } from '../../domain/suppliers/constants';
import { supplierModel } from '../../domain/suppliers/supplier.model';

/** Archived sources are hidden until the visibility filter asks for them. */
export const DEFAULT_VISIBILITY_FILTER = [SUPPLIER_VISIBILITY.NONE, SUPPLIER_VISIBILITY.INVISIBLE];

/** Document sources in their saved order (drag to reorder), visibility as chips, archived ones hidden by default. */
export function SupplierList() {
  const translate = useTranslate();
  const visibility = VISIBILITY_VALUES.map((id) => ({
    id,
    name: translate(choiceKey(supplierModel.name, 'visible', id), { _: String(id) }),
  }));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectArrayInput key="visible" source="visible" choices={visibility} alwaysOn sx={{ minWidth: 220 }} />,
  ];
  return (
    <List
      filters={filters}
      filterDefaultValues={{ visible: DEFAULT_VISIBILITY_FILTER }}
      actions={<ListActions />}
      sort={{ field: 'index', order: 'ASC' }}
      perPage={50}
    >
      <SortableTable model={supplierModel} columns={listFields(supplierModel)} />
    </List>
  );
}
