import { useEffect, useState } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
  Typography,
} from '@mui/material';
import {
  FieldTitle,
  RecordContextProvider,
  useCreatePath,
  useDataProvider,
  useGetResourceLabel,
  useListContext,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { SortableHeaderCell } from '../../shell/lists/SortableHeaderCell';
import { useNavigate } from 'react-router-dom';
import type { FieldMeta, ResourceModel } from '../../domain/defineResource';
import { EditLink } from './EditLink';
import { ModelField } from './ModelField';

type Columns = Array<[string, FieldMeta]>;

function SortableRow({
  record,
  model,
  columns,
  draggable,
}: {
  record: RaRecord;
  model: ResourceModel;
  columns: Columns;
  draggable: boolean;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: record.id,
    disabled: !draggable,
  });
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const translate = useTranslate();
  return (
    <RecordContextProvider value={record}>
      <TableRow
        ref={setNodeRef}
        hover
        data-testid={`row-${record.id}`}
        onClick={() => navigate(createPath({ resource: model.name, id: record.id, type: 'edit' }))}
        sx={{
          cursor: 'pointer',
          transform: CSS.Transform.toString(transform),
          transition,
          opacity: isDragging ? 0.6 : 1,
          position: 'relative',
          zIndex: isDragging ? 1 : 0,
        }}
      >
        <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
          {draggable && (
            <Tooltip title={translate('app.list.drag_to_reorder')}>
              {/* the handle is the focusable button (an svg icon is aria-hidden) */}
              <Box
                component="span"
                aria-label={translate('app.list.drag_to_reorder')}
                data-testid="drag-handle"
                {...attributes}
                {...listeners}
                sx={{ display: 'inline-flex', cursor: 'grab', color: 'text.secondary', touchAction: 'none' }}
              >
                <DragIndicatorIcon />
              </Box>
            </Tooltip>
          )}
        </TableCell>
        {columns.map(([field, meta], i) => (
          <TableCell key={field}>
            {i === 0 ? (
              <EditLink resource={model.name}>
                <ModelField model={model} field={field} meta={meta} />
              </EditLink>
            ) : (
              <ModelField model={model} field={field} meta={meta} />
            )}
          </TableCell>
        ))}
      </TableRow>
    </RecordContextProvider>
  );
}

/** A list table whose rows can be dragged to a new place while it shows the saved order. */
export function SortableTable({ model, columns }: { model: ResourceModel; columns: Columns }) {
  const { data = [], sort, setSort, filterValues, refetch, isPending, resource } = useListContext();
  const resourceLabel = useGetResourceLabel();
  const [rows, setRows] = useState<RaRecord[]>(data);
  useEffect(() => setRows(data), [data]);
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const draggable = sort.field === 'index' && sort.order === 'ASC' && !filterValues?.q;

  async function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((r) => r.id === active.id);
    const to = rows.findIndex((r) => r.id === over.id);
    const next = arrayMove(rows, from, to);
    setRows(next);
    try {
      await dataProvider.reorder(
        model.name,
        next.map((r) => r.id),
      );
      notify('app.list.order_saved', { type: 'success' });
    } catch (err) {
      setRows(data);
      notify((err as Error).message, { type: 'error' });
    }
    refetch();
  }

  // Nothing said while the first page loads; then the list's own name ("No keywords found").
  if (isPending && !rows.length) return null;
  if (!rows.length) {
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate('ra.navigation.no_results', { name: resourceLabel(resource ?? model.name, 0).toLocaleLowerCase() })}
      </Typography>
    );
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <TableSortLabel
                active={sort.field === 'index'}
                direction="asc"
                onClick={() => setSort({ field: 'index', order: 'ASC' })}
                aria-label={translate('app.list.saved_order')}
              />
            </TableCell>
            {columns.map(([field]) => (
              <SortableHeaderCell key={field} field={field} sort={sort} onSort={setSort}>
                <FieldTitle source={field} resource={model.name} />
              </SortableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>
            {rows.map((record) => (
              <SortableRow key={record.id} record={record} model={model} columns={columns} draggable={draggable} />
            ))}
          </SortableContext>
        </TableBody>
      </Table>
    </DndContext>
  );
}
