import type { ResourceRecord } from '../../domain/defineResource';
import type { documentGroupModel } from '../../domain/documentGroups/documentGroup.model';
import type { documentLabelModel } from '../../domain/documentLabels/documentLabel.model';
import type { keywordModel } from '../../domain/keywords/keyword.model';
import type { originTypeModel } from '../../domain/originTypes/originType.model';
import type { paymentTypeModel } from '../../domain/paymentTypes/paymentType.model';
import type { sourceLabelModel } from '../../domain/sourceLabels/sourceLabel.model';
import type { supplierModel } from '../../domain/suppliers/supplier.model';

/** The configuration lists as the API answers them (plain arrays of these). */
export type KeywordDef = ResourceRecord<typeof keywordModel>;
export type DocumentGroupDef = ResourceRecord<typeof documentGroupModel>;
export type OriginTypeDef = ResourceRecord<typeof originTypeModel>;
export type DocumentSourceDef = ResourceRecord<typeof supplierModel>;
/** A document source as react-admin's data provider answers it (`id` is its uuid). */
export type DocumentSourceRecord = DocumentSourceDef & { id: string };
export type DocumentLabelDef = ResourceRecord<typeof documentLabelModel>;
export type SourceLabelDef = ResourceRecord<typeof sourceLabelModel>;
export type PaymentTypeDef = ResourceRecord<typeof paymentTypeModel>;

/** Every configuration list a documents screen may need, with lookups by uuid (document sources apart: too many). */
export interface ReferenceData {
  keywords: KeywordDef[];
  groups: DocumentGroupDef[];
  originTypes: OriginTypeDef[];
  labels: DocumentLabelDef[];
  sourceLabels: SourceLabelDef[];
  paymentTypes: PaymentTypeDef[];
}

/** One line of GET /documents/recognition. */
export interface RecognitionJob {
  uuid: string;
  filename: string;
  status: number;
  progress: number;
  jobStatus: 'queued' | 'running' | 'done' | 'failed';
  error: string | null;
  updatedAt: string;
}

/** Which document list a page shows. */
export type ListKind = 'saved' | 'validated' | 'duplicated' | 'list' | 'uncategorized';
