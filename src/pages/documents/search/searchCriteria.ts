import { SEARCH_OPERATORS, type SearchCriteria } from '../../../domain/documents/document.model';
import type { KeywordDef } from '../../shared/types';

export type Operator = (typeof SEARCH_OPERATORS)[number];

/** Operators that make sense for a keyword's value type. */
export function operatorsFor(valuetype: KeywordDef['valuetype'] | undefined): Operator[] {
  switch (valuetype) {
    case 'NUMBER':
    case 'DATE':
      return ['EQUAL', 'NOT_EQUAL', 'GREATER_THAN', 'GREATER_OR_EQUAL', 'LESS_THAN', 'LESS_OR_EQUAL'];
    case 'BOOLEAN':
    case 'ENUMERATED':
      return ['EQUAL', 'NOT_EQUAL'];
    case 'TABLE':
      return ['CONTAINS'];
    default:
      return ['CONTAINS', 'EQUAL', 'NOT_EQUAL'];
  }
}

export interface KeywordCondition {
  key: string;
  keywordUUID: string;
  operator: Operator;
  value: string;
}

export interface SearchForm {
  text: string;
  branches: string[];
  originTypes: string[];
  documentSources: string[];
  documentGroups: string[];
  documentSourceLabels: string[];
  documentLabels: string[];
  conditions: KeywordCondition[];
  documentId: string;
  documentSourceName: string;
  startExtractionDate: string;
  endExtractionDate: string;
  startDate: string;
  endDate: string;
}
export type ListCriterion =
  'branches' | 'originTypes' | 'documentSources' | 'documentGroups' | 'documentSourceLabels' | 'documentLabels';
export const LIST_CRITERIA: ListCriterion[] = [
  'branches',
  'originTypes',
  'documentSources',
  'documentGroups',
  'documentSourceLabels',
  'documentLabels',
];

export const EMPTY_SEARCH: SearchForm = {
  text: '',
  branches: [],
  originTypes: [],
  documentSources: [],
  documentGroups: [],
  documentSourceLabels: [],
  documentLabels: [],
  conditions: [],
  documentId: '',
  documentSourceName: '',
  startExtractionDate: '',
  endExtractionDate: '',
  startDate: '',
  endDate: '',
};

/** The top-bar search arrives as ?q=: it becomes the free text. */
export const formFromQuery = (search: string): SearchForm => ({
  ...EMPTY_SEARCH,
  text: new URLSearchParams(search).get('q')?.trim() ?? '',
});

const complete = (c: KeywordCondition) => Boolean(c.keywordUUID && c.value.trim());
const orNull = (s: string) => s || null;
const orUndefined = (s: string) => s.trim() || undefined;

/** The body of POST /documents/search: empty criteria left out, unfinished keyword conditions ignored. */
export function toCriteria(form: SearchForm): SearchCriteria {
  return {
    branches: form.branches,
    originTypes: form.originTypes,
    documentSources: form.documentSources,
    documentGroups: form.documentGroups,
    documentSourceLabels: form.documentSourceLabels,
    documentLabels: form.documentLabels,
    variableDatas: form.conditions
      .filter(complete)
      .map(({ keywordUUID, operator, value }) => ({ keywordUUID, operator, value: value.trim() })),
    text: orUndefined(form.text),
    documentId: orUndefined(form.documentId),
    documentSourceName: orUndefined(form.documentSourceName),
    startExtractionDate: orNull(form.startExtractionDate),
    endExtractionDate: orNull(form.endExtractionDate),
    startDate: orNull(form.startDate),
    endDate: orNull(form.endDate),
  };
}

/** How many criteria are set (free text apart). */
export function countCriteria(form: SearchForm): number {
  const lists = LIST_CRITERIA.filter((k) => form[k].length).length;
  const texts = [
    form.documentId,
    form.documentSourceName,
    form.startExtractionDate,
    form.endExtractionDate,
    form.startDate,
    form.endDate,
  ].filter((s) => s.trim()).length;
  return lists + texts + form.conditions.filter(complete).length;
}

/** i18n keys of what is wrong before searching: a range ending before it starts, a number that is none. */
export function searchProblems(form: SearchForm, keywords: Map<string, KeywordDef>): string[] {
  const problems: string[] = [];
  if (form.startDate && form.endDate && form.startDate > form.endDate) problems.push('documents.search.dateOrder');
  if (form.startExtractionDate && form.endExtractionDate && form.startExtractionDate > form.endExtractionDate)
    problems.push('documents.search.extractionOrder');
  const numberWrong = form.conditions.some(
    (c) =>
      complete(c) &&
      keywords.get(c.keywordUUID)?.valuetype === 'NUMBER' &&
      !/^[+-]?\d+([.,]\d+)?$/.test(c.value.replace(/\s/g, '')),
  );
  if (numberWrong) problems.push('documents.search.notANumber');
  return problems;
}
