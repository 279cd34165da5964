/** Test helpers: the shared corpus (../shared/corpus beside the repository, or CORPUS_DIR) and its labels. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const FIXTURES = path.join(here, 'fixtures');
export const CORPUS = path.resolve(process.env.CORPUS_DIR ?? path.join(here, '../../../../../shared/corpus'));

export interface CorpusLabel {
  file: string;
  invoice_number: string | null;
  date: string | null;
  due_date: string | null;
  supplier: string | null;
  total_ht: number | null;
  tva: number | null;
  total_ttc: number | null;
  currency: string | null;
  type: 'INVOICE' | 'CREDIT';
  label_file?: string;
  label_check?: Record<string, boolean> | null;
}

export const corpusFile = (folder: string, file: string) => path.join(CORPUS, folder, file);
export const readCorpus = (folder: string, file: string) => fs.readFileSync(corpusFile(folder, file));
export const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

export function label(folder: string, file: string): CorpusLabel {
  const all = JSON.parse(fs.readFileSync(path.join(CORPUS, folder, 'labels.json'), 'utf8')) as CorpusLabel[];
  const l = all.find((x) => x.file === file);
  if (!l) throw new Error(`no label for ${folder}/${file}`);
  return l;
}

/** "104.90" from 104.9, as the extraction returns amounts. */
export const money = (n: number) => n.toFixed(2);
