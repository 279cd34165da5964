/** Which parser reads a statement file: by its content, never its name. */
import { parseCamt } from './camt';
import { parseCfonb } from './cfonb';
import { parseOfx } from './ofx';
import { StatementError, type ParsedStatement } from './statement';

export function parseStatementFile(bytes: Buffer): ParsedStatement[] {
  // CFONB files are Latin-1 more often than not; XML and OFX declare their encoding, UTF-8 read here
  let text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const head = text.slice(0, 2000);
  if (/^\s*</.test(head) && /urn:iso:std:iso:20022:tech:xsd:camt\.|<(?:\w+:)?BkToCstmr/.test(head))
    return parseCamt(text);
  if (/OFXHEADER|<OFX>/i.test(head)) return parseOfx(text);
  if (/^0[1457]\d{3}/.test(head)) {
    if (text.includes('\uFFFD')) text = bytes.toString('latin1');
    return parseCfonb(text);
  }
  throw new StatementError(1, 'not a camt.052/053/054, OFX or CFONB 120 statement');
}

export { StatementError, type ParsedLine, type ParsedStatement } from './statement';
