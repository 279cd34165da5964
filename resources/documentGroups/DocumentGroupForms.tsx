import { ArrayInput, AutocompleteInput, ReferenceInput, SimpleFormIterator } from 'react-admin';
import { ModelCreate, ModelEdit } from '../views/ModelForm';
import { documentGroupModel } from './model';

/** The group's keywords, in order: add, remove, move up and down. */
function GroupKeywordsInput() {
  return (
    <ArrayInput source="keywords">
      <SimpleFormIterator inline disableClear>
        <ReferenceInput source="keyworduuid" reference="documents/keywords">
          <AutocompleteInput optionText="name" sx={{ minWidth: 280 }} />
        </ReferenceInput>
      </SimpleFormIterator>
    </ArrayInput>
  );
}

export const DocumentGroupCreate = () => (
  <ModelCreate model={documentGroupModel} skip={['keywords']}><GroupKeywordsInput /></ModelCreate>
);
export const DocumentGroupEdit = () => (
  <ModelEdit model={documentGroupModel} skip={['keywords']}><GroupKeywordsInput /></ModelEdit>
);
