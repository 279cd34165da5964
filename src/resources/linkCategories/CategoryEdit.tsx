import { Edit, SaveButton, SimpleForm, Toolbar, useCanAccess } from 'react-admin';
import { validateWith, type ResourceModel } from '../../domain/defineResource';
import { ModelInputs } from '../views/ModelInputs';
import { ReassignDeleteButton } from './ReassignDeleteButton';

interface Props {
  model: ResourceModel;
  childResource: string;
  /** The key prefix of the delete dialog's texts. */
  texts: string;
}

function CategoryToolbar(props: Props) {
  const { canAccess } = useCanAccess({ resource: props.model.name, action: 'delete' });
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canAccess && <ReassignDeleteButton {...props} />}
    </Toolbar>
  );
}

/** Edit view of a category whose delete asks where its rows go. */
export function CategoryEdit(props: Props) {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm
        validate={validateWith(props.model.schema)}
        toolbar={<CategoryToolbar {...props} />}
        sx={{ maxWidth: 720 }}
      >
        <ModelInputs model={props.model} mode="edit" />
      </SimpleForm>
    </Edit>
  );
}
