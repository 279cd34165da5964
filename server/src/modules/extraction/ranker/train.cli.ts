/** `npm run extraction:train`: trains the ranker on the held-out sets and writes ranker/weights.json. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trainRanker, weightsJson } from './train';
import { heldOutGroups, heldOutTotals } from './trainingSet';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'weights.json');
const groups = await heldOutGroups();
const totals = await heldOutTotals();
fs.writeFileSync(out, await weightsJson(trainRanker(groups, totals), out));
console.log(
  `ranker: ${groups.length} candidate groups, ${totals.length} totals, weights written to ${path.relative(process.cwd(), out)}`,
);
process.exit(0);
