import { keywordGroupModel } from '../../../../resources/keywordGroups/keywordGroup.model';
import { originTypeModel } from '../../../../resources/originTypes/originType.model';
import { paymentTypeModel } from '../../../../resources/paymentTypes/paymentType.model';
import { keywordGroups, originTypes, paymentTypes } from '../../../db/schema';
import type { CrudDefinition } from '../registerCrud';

/** Resources with no rule beyond their model. */
export const simpleCruds: CrudDefinition[] = [
  { model: keywordGroupModel, table: keywordGroups },
  { model: originTypeModel, table: originTypes },
  { model: paymentTypeModel, table: paymentTypes },
];
