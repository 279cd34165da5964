import { useContext, useMemo, type ReactNode } from 'react';
import {
  CreateButton, DataProviderContext, ExportButton, List, SearchInput, SelectArrayInput, TopToolbar, useTranslate,
  type DataProvider, type Identifier,
} from 'react-admin';
import { listFields } from '../views/ModelField';
import { choiceKey } from '../views/ModelInputs';
import { SortableTable } from '../views/SortableTable';
import { mergeOrder } from './formUtils';
import { SUPPLIER_VISIBILITY, VISIBILITY_VALUES } from './constants';
import { supplierModel } from './model';

/** Archived sources are hidden until the visibility filter asks for them. */
export const DEFAULT_VISIBILITY_FILTER = [SUPPLIER_VISIBILITY.NONE, SUPPLIER_VISIBILITY.INVISIBLE];

/** Gives the list's reorder call the whole order, hidden rows included. */
function ReorderWholeList({ children }: { children: ReactNode }) {
  const dataProvider = useContext(DataProviderContext) as DataProvider;
  const value = useMemo<DataProvider>(() => ({
    ...dataProvider,
    reorder: async (resource: string, ids: Identifier[]) => {
      const { data } = await dataProvider.getList(resource, {
        filter: {}, sort: { field: 'index', order: 'ASC' }, pagination: { page: 1, perPage: 100_000 },
      });
      return dataProvider.reorder(resource, mergeOrder(data.map((r) => r.id), ids));
    },
  }), [dataProvider]);
  return <DataProviderContext.Provider value={value}>{children}</DataProviderContext.Provider>;
}

function Actions() {
  return (
    <TopToolbar>
      <CreateButton />
      <ExportButton />
    </TopToolbar>
  );
}

/** Document sources in their saved order (drag to reorder), visibility as chips, archived ones hidden by default. */
export function SupplierList() {
  const translate = useTranslate();
  const visibility = VISIBILITY_VALUES.map((id) => ({ id, name: translate(choiceKey(supplierModel.name, 'visible', id), { _: String(id) }) }));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectArrayInput key="visible" source="visible" choices={visibility} alwaysOn sx={{ minWidth: 220 }} />,
  ];
  return (
    <List
      filters={filters}
      filterDefaultValues={{ visible: DEFAULT_VISIBILITY_FILTER }}
      actions={<Actions />}
      sort={{ field: 'index', order: 'ASC' }}
      perPage={1000}
      pagination={false}
    >
      <ReorderWholeList>
        <SortableTable model={supplierModel} columns={listFields(supplierModel)} />
      </ReorderWholeList>
    </List>
  );
}
