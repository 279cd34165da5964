import {
  BulkDeleteWithConfirmButton,
  CreateButton,
  DataTable,
  ExportButton,
  List,
  SearchInput,
  TopToolbar,
} from 'react-admin';
import type { ReactNode } from 'react';
import type { ResourceModel } from '../../domain/defineResource';
import { listFields, ModelField } from './ModelField';
import { EditLink } from './EditLink';
import { SortableTable } from './SortableTable';

/** A list's top actions: create and export. */
export function ListActions() {
  return (
    <TopToolbar>
      <CreateButton />
      <ExportButton />
    </TopToolbar>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * Rows are selectable only where the API deletes them (`deletable`, with the user's Delete permission, which
 * DataTable checks): behind a confirmation, waiting for the server, whose refusal (a row in use) is shown translated.
 */
const bulkActions = (model: ResourceModel) =>
  model.deletable ? <BulkDeleteWithConfirmButton mutationMode="pessimistic" /> : false;

/**
 * A list with sort, filter and quick search, paged by the server. Orderable resources list in their
 * index order and rows can be dragged to a new place within the page (the reorder call moves them among
 * the places they held). `extraColumns`: what the API answers beside the model's fields (read-only).
 */
export function ModelList({ model, extraColumns }: { model: ResourceModel; extraColumns?: ReactNode }) {
  const columns = listFields(model);
  if (model.orderable) {
    return (
      <List filters={filters} actions={<ListActions />} sort={{ field: 'index', order: 'ASC' }} perPage={50}>
        <SortableTable model={model} columns={columns} />
      </List>
    );
  }
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: model.titleField ?? 'name', order: 'ASC' }}
      perPage={25}
    >
      <DataTable rowClick="edit" bulkActionButtons={bulkActions(model)}>
        {columns.map(([field, meta], i) => (
          <DataTable.Col key={field} source={field}>
            {i === 0 ? (
              <EditLink resource={model.name}>
                <ModelField model={model} field={field} meta={meta} />
              </EditLink>
            ) : (
              <ModelField model={model} field={field} meta={meta} />
            )}
          </DataTable.Col>
        ))}
        {extraColumns}
      </DataTable>
    </List>
  );
}
