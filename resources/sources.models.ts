import type { ResourceModel } from './defineResource';
import { documentLabelModel } from './documentLabels/documentLabel.model';
import { sourceLabelModel } from './sourceLabels/sourceLabel.model';
import { supplierModel } from './suppliers/supplier.model';

/** Models of the sources area (isomorphic). */
export const sourcesModels: ResourceModel[] = [supplierModel, sourceLabelModel, documentLabelModel];
