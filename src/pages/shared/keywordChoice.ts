import type { KeywordDef } from './types';

type Translate = (key: string, options?: { _?: string }) => string;

/**
 * What a choice of an enumerated keyword shows: the document type's stored codes (INVOICE, CREDIT) in the
 * reader's words, any other choice as the account typed it.
 */
export function choiceLabel(keyword: Pick<KeywordDef, 'type'>, choice: string, translate: Translate): string {
  return keyword.type === 'TYPE' ? translate(`documents.category.${choice}`, { _: choice }) : choice;
}
