import { Typography } from '@mui/material';
import { ArrayInput, FormDataConsumer, ReferenceInput, SimpleFormIterator } from 'react-admin';
import { AutocompleteInput } from '../views/autocomplete';
import { modelForms } from '../views/ModelForm';
import { documentGroupModel } from '../../domain/documentGroups/documentGroup.model';

/** The group's keywords, in order (each with its description): add, remove, move up and down. */
function GroupKeywordsInput() {
  return (
    <ArrayInput source="keywords">
      <SimpleFormIterator inline disableClear>
        <ReferenceInput source="keyworduuid" reference="documents/keywords">
          <AutocompleteInput optionText="name" sx={{ minWidth: 280 }} />
        </ReferenceInput>
        {/* the keyword's description, as the API answers it with the group */}
        <FormDataConsumer>
          {({ scopedFormData }) =>
            scopedFormData?.description ? (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ alignSelf: 'center', maxWidth: 360 }}
                data-testid="group-keyword-description"
              >
                {scopedFormData.description}
              </Typography>
            ) : null
          }
        </FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  );
}

export const { Create: DocumentGroupCreate, Edit: DocumentGroupEdit } = modelForms(
  documentGroupModel,
  ['keywords'],
  <GroupKeywordsInput />,
);
