import { ModelCreate, ModelEdit } from '../views/ModelForm';
import { LinkImageInput } from './LinkImageInput';
import { linkModel } from './link.model';

export const LinkCreate = () => (
  <ModelCreate model={linkModel} skip={['imageurl']}>
    <LinkImageInput />
  </ModelCreate>
);
export const LinkEdit = () => (
  <ModelEdit model={linkModel} skip={['imageurl']}>
    <LinkImageInput />
  </ModelEdit>
);
