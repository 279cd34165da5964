/** Debian's tesseract CLI as the reference for OCR time (bench helper). */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { packagedLanguageFile } from '../../server/src/modules/extraction/ocr';

export function tesseractCli(): string | null {
  try {
    execFileSync('tesseract', ['--version'], { stdio: 'ignore' });
    return 'tesseract';
  } catch {
    return null;
  }
}

/** A tessdata folder holding the same best_int models as tesseract.js, gunzipped. */
export function cliTessdata(langs: string[]): string {
  const dir = path.join(os.tmpdir(), 'paperdesk-bench-tessdata');
  fs.mkdirSync(dir, { recursive: true });
  for (const lang of langs) {
    const out = path.join(dir, `${lang}.traineddata`);
    if (!fs.existsSync(out)) fs.writeFileSync(out, zlib.gunzipSync(fs.readFileSync(packagedLanguageFile(lang))));
  }
  return dir;
}

/** Runs the CLI on one image (TSV output, like our workers); resolves with the wall time in ms. */
export function runCli(image: string, langs: string[], tessdata: string): Promise<{ ms: number; tsv: string }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    execFile(
      'tesseract',
      [image, 'stdout', '--tessdata-dir', tessdata, '-l', langs.join('+'), '--oem', '1', '--psm', '3', 'tsv'],
      { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, maxBuffer: 64 * 1024 * 1024 },
      (err, stdout) => (err ? reject(err) : resolve({ ms: performance.now() - t0, tsv: stdout })),
    );
  });
}
