/**
 * Which path reads each PDF page: its text layer (exact) or OCR of its rendering. A page goes to OCR when it has no
 * usable text, when its source asks for OCR (AKI), when its text layer is garbled, or, in a document whose text layers
 * hold no amount or no date at all, when it lacks them (at most CANDIDATE_POOR_PAGES such pages: a document that is no
 * invoice costs little). OCR then replaces a text layer only when it reads more usable candidates; ties keep the text.
 */
import { usableText } from './pdf';
import { textQuality, type TextQuality } from './textQuality';
import { GARBLED_WHY, readNote } from '../../../../src/domain/documents/readNotes';

export type OcrReason = 'aki' | 'no-text' | 'garbled' | 'no-amounts' | 'no-dates';

export interface PagePlan {
  /** Why OCR reads the page; none: its text layer is read alone. */
  ocr?: OcrReason;
  /** The text layer's quality (pages with usable text). */
  quality?: TextQuality;
}

/** Pages of a document whose text layers hold no amount (or no date) that OCR reads, at most. */
export const CANDIDATE_POOR_PAGES = 2;

/** The plan for each page from its text layer (`aki`: the document source asks for OCR of every page). */
export function planPages(texts: string[], aki: boolean): PagePlan[] {
  const plans: PagePlan[] = texts.map((text) => {
    if (aki) return { ocr: 'aki' };
    if (!usableText(text)) return { ocr: 'no-text' };
    const quality = textQuality(text);
    return { ocr: quality.garbled ? 'garbled' : undefined, quality };
  });
  // pages already going to OCR may bring what the text layers lack: judged only when every text layer reads well
  if (plans.some((p) => p.ocr)) return plans;
  const lacking: OcrReason | undefined = !plans.some((p) => p.quality!.amounts)
    ? 'no-amounts'
    : !plans.some((p) => p.quality!.dates)
      ? 'no-dates'
      : undefined;
  if (!lacking) return plans;
  let left = CANDIDATE_POOR_PAGES;
  for (const p of plans) {
    if (!left) break;
    p.ocr = lacking;
    left--;
  }
  return plans;
}

/** Whether OCR's reading of a page replaces its text layer. */
export function ocrWins(plan: PagePlan, ocrText: string): boolean {
  if (plan.ocr === 'aki') return true;
  if (!ocrText.trim()) return false;
  if (plan.ocr === 'no-text' || !plan.quality) return true;
  const ocr = textQuality(ocrText);
  if (ocr.candidates <= plan.quality.candidates) return false;
  // read because amounts (dates) were missing: OCR must find some
  if (plan.ocr === 'no-amounts') return ocr.amounts > 0;
  if (plan.ocr === 'no-dates') return ocr.dates > 0;
  return true;
}

/** Why a text layer is garbled, in words ("odd characters"). */
export const garbledWhy = (plan: PagePlan): string => GARBLED_WHY[plan.quality?.garbled ?? 'unreadable'];

/** What the document says of a page OCR read instead of its text layer (1-based `page`). */
export function ocrNote(page: number, plan: PagePlan, won: boolean): string | undefined {
  if (plan.ocr === 'garbled') return readNote(won ? 'ocrGarbled' : 'ocrGarbledKept', { page, why: garbledWhy(plan) });
  if ((plan.ocr === 'no-amounts' || plan.ocr === 'no-dates') && won)
    return readNote(plan.ocr === 'no-amounts' ? 'ocrNoAmounts' : 'ocrNoDates', { page });
  return undefined;
}
