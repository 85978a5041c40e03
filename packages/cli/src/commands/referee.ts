import { readFileSync } from 'node:fs';
import { MalformedScenario, runReferee } from '@kitchen-table/engine';

/** Exit 0: every scenario judged (illegal moves are results). Exit 2: malformed input, nothing judged. */
export async function run(args: string[]): Promise<number> {
  let text: string;
  try {
    text = args[0] && args[0] !== '-' ? readFileSync(args[0], 'utf8') : readFileSync(0, 'utf8');
  } catch (e) {
    process.stderr.write(`referee: cannot read input: ${(e as Error).message}\n`);
    return 2;
  }
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (e) {
    process.stderr.write(`referee: input is not JSON: ${(e as Error).message}\n`);
    return 2;
  }
  try {
    process.stdout.write(JSON.stringify(runReferee(input)) + '\n');
    return 0;
  } catch (e) {
    if (e instanceof MalformedScenario) {
      process.stderr.write(`referee: malformed scenario: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}
