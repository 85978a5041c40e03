/**
 * Security point 4: names cannot inject markup. The server keeps a name as text (markup characters are
 * harmless text and echoed unchanged; nothing is interpreted), refuses control and format characters
 * (which could hide or reorder text on the TV), and the web app renders names as text only (no HTML
 * sink in its sources; the CSP allows no inline script besides).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanName } from '../../src/rooms/names.ts';
import { startTestServer, waitFor, type TestServer } from '../support/harness.ts';

let server: TestServer;
afterEach(async () => {
  await server?.closeAll();
});

describe('security: names', () => {
  it('markup in a name is kept as plain text: stored and sent back exactly as typed', async () => {
    server = await startTestServer();
    const { tv, code } = await server.tv();
    const names = ['<img src=x onerror=alert(1)>', '<script>x</script>', '"><b>hi</b>', '&lt;&amp;'];
    for (const name of names) await server.phone(code, name.slice(0, 20));
    await waitFor(tv, () => tv.state.room!.members.length === names.length);
    expect(tv.state.room!.members.map((m) => m.name)).toEqual(names.map((n) => n.slice(0, 20)));
  });

  it('control, bidi-override, zero-width and private-use characters are refused (NAME_INVALID)', async () => {
    server = await startTestServer();
    const { code } = await server.tv();
    const bad = ['a\u0000b', 'a\u0007', 'esc\u001b[31m', 'del\u007f', 'evil\u202etxt', 'zero\u200bwidth', 'x\u2066y', 'soft\u00adhyphen', 'p\ue000'];
    for (const name of bad) {
      expect(cleanName(name), JSON.stringify(name)).toBeNull();
      const client = server.client();
      const reply = await client.request('room:join', { code, name, deviceToken: client.deviceToken });
      expect(reply.ok ? 'ok' : reply.error.code, JSON.stringify(name)).toBe('NAME_INVALID');
    }
    // Line breaks, tabs and other white space (line separator, byte-order mark) are neutralised: runs
    // collapse to one space, ends are trimmed. Emoji sequences with the zero-width joiner are fine.
    expect(cleanName('  Anna \n\t Maria ')).toBe('Anna Maria');
    expect(cleanName('line\u2028break\r\n')).toBe('line break');
    expect(cleanName('\ufeffbom')).toBe('bom');
    expect(cleanName('👩‍🍳 Anna')).toBe('👩‍🍳 Anna');
  });

  it('the web app has no HTML sink for anything a client sends: the only one renders the rules documents bundled at build time', () => {
    const root = fileURLToPath(new URL('../../../web/src', import.meta.url));
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(tsx?|jsx?)$/.test(entry)) files.push(path);
      }
    };
    walk(root);
    expect(files.length).toBeGreaterThan(0);
    const sinks = /\b(innerHTML|outerHTML|insertAdjacentHTML|document\.write|dangerouslySetInnerHTML)\b/;
    const offenders = files.filter((f) => sinks.test(readFileSync(f, 'utf8')));
    // RulesDoc turns our own Markdown (docs/players, bundled by Vite's import.meta.glob) into HTML; no
    // name or other client text flows there. The CSP (script-src 'self') would stop a script anyway.
    const rulesDoc = join(root, 'games', 'RulesDoc.tsx');
    expect(offenders.filter((f) => f !== rulesDoc)).toEqual([]);
    if (offenders.includes(rulesDoc)) {
      expect(readFileSync(rulesDoc, 'utf8')).toMatch(/import \{ loadRules \} from '\.\/rules\.ts'/);
      expect(readFileSync(join(root, 'games', 'rules.ts'), 'utf8')).toMatch(/import\.meta\.glob<string>\('(\.\.\/)+docs\/players\/\*\.md'/);
    }
  });
});
