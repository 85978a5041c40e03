import { readdirSync, readFileSync } from 'node:fs';
import { runReferee } from '@kitchen-table/engine';
const dir = process.argv[2];
for (const f of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const { scenario, expected } = JSON.parse(readFileSync(dir + '/' + f, 'utf8'));
  let got;
  try { got = runReferee(scenario); } catch (e) { got = { THROWN: e.message }; }
  if (got.error) delete got.error.message;
  const same = JSON.stringify(got) === JSON.stringify(expected);
  console.log(same ? 'OK  ' : 'DIFF', f);
  if (!same) { console.log(' got', JSON.stringify(got)); console.log(' exp', JSON.stringify(expected)); }
}
