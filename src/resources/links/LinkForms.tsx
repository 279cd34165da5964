import { modelForms } from '../views/ModelForm';
import { LinkImageInput } from './LinkImageInput';
import { linkModel } from '../../domain/links/link.model';

export const { Create: LinkCreate, Edit: LinkEdit } = modelForms(linkModel, ['imageurl'], <LinkImageInput />);
