import { DataTable, DateField, List, SelectInput, useTranslate } from 'react-admin';
import { CHANNELS, INTAKE_OUTCOMES } from '../../domain/documents/channels';
import { intakeLogModel } from '../../domain/intakeLog/intakeLog.model';
import { ModelField } from '../views/ModelField';

const choicesOf = (field: string, values: readonly string[], t: (k: string) => string) =>
  values.map((id) => ({ id, name: t(`resources.${intakeLogModel.name}.choices.${field}.${id}`) }));

/** What arrived, from where (upload, mail, API) and what became of it; newest first, filtered by channel and result. */
export function IntakeLogList() {
  const t = useTranslate();
  const filters = [
    <SelectInput key="channel" source="channel" choices={choicesOf('channel', CHANNELS, t)} alwaysOn />,
    <SelectInput key="outcome" source="outcome" choices={choicesOf('outcome', INTAKE_OUTCOMES, t)} alwaysOn />,
  ];
  const fields = intakeLogModel.fields;
  return (
    <List filters={filters} actions={false} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        {(['channel', 'source', 'filename', 'outcome', 'reason'] as const).map((field) => (
          <DataTable.Col key={field} source={field}>
            <ModelField model={intakeLogModel} field={field} meta={fields[field]!} />
          </DataTable.Col>
        ))}
      </DataTable>
    </List>
  );
}
