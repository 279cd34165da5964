import { labelResource } from '../labelResource';

/** Labels put on document sources ("labels" in the API). */
export const sourceLabelModel = labelResource('documents/documentsourcelabels', '/labels', 'source_labels');
