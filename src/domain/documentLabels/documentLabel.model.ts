import { labelResource } from '../labelResource';

/** Labels put on documents. */
export const documentLabelModel = labelResource('documents/documentlabels', '/documentlabels', 'document_labels');
