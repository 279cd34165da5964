import { emailContactModel } from '../../../../src/domain/emailContacts/emailContact.model';
import { emailContacts } from '../../../db/schema';
import type { CrudDefinition } from '../registerCrud';

/** E-mail contacts: name, validated address, colour; orderable, no delete call in the API. */
export const emailContactsCrud: CrudDefinition = {
  model: emailContactModel,
  table: emailContacts,
};
