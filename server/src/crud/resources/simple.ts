import { keywordGroupModel } from '../../../../resources/keywordGroups/model';
import { originTypeModel } from '../../../../resources/originTypes/model';
import { paymentTypeModel } from '../../../../resources/paymentTypes/model';
import { keywordGroups, originTypes, paymentTypes } from '../../../db/schema';
import type { CrudDefinition } from '../registerCrud';

/** Resources with no rule beyond their model. */
export const simpleCruds: CrudDefinition[] = [
  { model: keywordGroupModel, table: keywordGroups },
  { model: originTypeModel, table: originTypes },
  { model: paymentTypeModel, table: paymentTypes },
];
