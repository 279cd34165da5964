import type { ReactNode } from 'react';
import {
  Create,
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useCanAccess,
  useResourceContext,
} from 'react-admin';
import { choiceDefaults, validateWith, type ResourceModel } from '../../domain/defineResource';
import { ModelInputs } from './ModelInputs';

function FormToolbar({ model }: { model: ResourceModel }) {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource: resource ?? model.name, action: 'delete' });
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {model.deletable && canAccess && <DeleteWithConfirmButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

interface FormProps {
  model: ResourceModel;
  children?: ReactNode;
  skip?: string[];
}

/** Create view: inputs from the model, validated by the schema the server uses. */
export function ModelCreate({ model, children, skip }: FormProps) {
  return (
    <Create redirect="list">
      <SimpleForm validate={validateWith(model.schema)} defaultValues={choiceDefaults(model)} sx={{ maxWidth: 720 }}>
        <ModelInputs model={model} mode="create" skip={skip} />
        {children}
      </SimpleForm>
    </Create>
  );
}

/** Edit view; delete (where the API has it) behind a confirmation, waiting for the server's answer. */
export function ModelEdit({ model, children, skip }: FormProps) {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm validate={validateWith(model.schema)} toolbar={<FormToolbar model={model} />} sx={{ maxWidth: 720 }}>
        <ModelInputs model={model} mode="edit" skip={skip} />
        {children}
      </SimpleForm>
    </Edit>
  );
}

/** The create and edit views of a model some of whose fields (`skip`) one custom input stands for. */
export function modelForms(model: ResourceModel, skip: string[], custom: ReactNode) {
  return {
    Create: () => (
      <ModelCreate model={model} skip={skip}>
        {custom}
      </ModelCreate>
    ),
    Edit: () => (
      <ModelEdit model={model} skip={skip}>
        {custom}
      </ModelEdit>
    ),
  };
}
