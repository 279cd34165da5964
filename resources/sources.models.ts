import type { ResourceModel } from './defineResource';
import { documentLabelModel } from './documentLabels/model';
import { sourceLabelModel } from './sourceLabels/model';
import { supplierModel } from './suppliers/model';

/** Models of the sources area (isomorphic). */
export const sourcesModels: ResourceModel[] = [supplierModel, sourceLabelModel, documentLabelModel];
