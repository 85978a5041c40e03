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
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { checkName, cleanName, looksLikeBotLabel, uniqueName } from '../../src/rooms/names.ts';
import { migrationProvider } from '../../src/storage/migrations.ts';
import { openStore } from '../../src/storage/open-store.ts';
import { startTestServer, waitFor, type TestClient, type TestServer } from '../support/harness.ts';

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
      // Only docs/players' Markdown files (the glob may leave some of them out, like the glossary).
      expect(readFileSync(join(root, 'games', 'rules.ts'), 'utf8')).toMatch(/import\.meta\.glob<string>\(\['(\.\.\/)+docs\/players\/\*\.md'(, '![^']+\.md')*\]/);
    }
  });

  it('issue 15: invisible names, zero-width or bidi characters inside, lone surrogates and blank-only names are NAME_INVALID', async () => {
    server = await startTestServer();
    const { code } = await server.tv();
    const bad = ['\u3164', '\uffa0', '\u2800', '\u115f\u1160', 'Ho\u200dst', 'Ho\u200cst', 'a\u200eb', 'x\ud800y', '\udc00', ' \u00a0 \u3000 ', '\u0301\u0301', 'x\ufffdy', 'a\ufe0fb'];
    for (const name of bad) {
      expect(checkName(name), JSON.stringify(name)).toMatchObject({ ok: false, code: 'NAME_INVALID' });
      const client = server.client();
      const reply = await client.request('room:join', { code, name, deviceToken: client.deviceToken });
      expect(reply.ok ? 'ok' : reply.error.code, JSON.stringify(name)).toBe('NAME_INVALID');
    }
    // NFC: a decomposed "é" is stored composed. Emoji keep their joiners and variation selectors.
    expect(cleanName('Rene\u0301')).toBe('Ren\u00e9');
    expect(cleanName('❤️ Anna')).toBe('❤️ Anna');
    expect(cleanName('👨‍👩‍👧')).toBe('👨‍👩‍👧');
  });

  it('issue 15: a human cannot take a bot’s label, also not with look-alike letters (NAME_RESERVED)', async () => {
    server = await startTestServer();
    const { code } = await server.tv();
    for (const name of ['Bot 1', 'bot 2', 'BOT3', 'Ｂｏｔ １', 'B0t 1', 'Вот 4', 'Bot #5']) {
      expect(looksLikeBotLabel(name), name).toBe(true);
      expect(await server.client().request('room:join', { code, name, deviceToken: 'a'.repeat(32) }).then((r) => (r.ok ? 'ok' : r.error.code)), name).toBe('NAME_RESERVED');
    }
    for (const name of ['Bot', 'Botticelli', 'Robot 1', 'Abbot 2', 'Bot Anna']) expect(cleanName(name), name).toBe(name);
  });

  it('issue 26: bot look-alikes by Unicode\'s confusables (UTS #39 skeleton) are NAME_RESERVED, punctuation around the label too', async () => {
    server = await startTestServer();
    const { code } = await server.tv();
    // The guest's names, then more of the same kind: lookalike digits and letters, small capitals,
    // Cherokee, punctuation and symbols around or inside the label.
    const lookalikes = ['Bot l', 'Bot I', 'Bot Ⅰ', 'ʙᴏᴛ 1', 'Ᏼot 1', 'Bot 1!', 'Bot |', '(Bot 2)', 'B.o.t-3', 'BOT O', 'ВОТ 7', '«Bot 4»'];
    for (const name of lookalikes) {
      expect(looksLikeBotLabel(name), name).toBe(true);
      expect(await server.client().request('room:join', { code, name, deviceToken: 'b'.repeat(32) }).then((r) => (r.ok ? 'ok' : r.error.code)), name).toBe('NAME_RESERVED');
    }
    for (const name of ['Bot', 'Botox', 'Robot 1', 'Bot Anna', 'Bot 1 Fan', 'Bob 1', 'Bót 1', 'Boto']) expect(cleanName(name), name).toBe(name);
  });

  it('issue 26: a look-alike of a name in the room (Cyrillic а in "Annа") gets the suffix an exact duplicate gets', async () => {
    server = await startTestServer();
    const { tv, code } = await server.tv();
    const nameOf = (c: TestClient) => c.state.room!.members.find((m) => m.id === c.state.you!.memberId)!.name;
    await server.phone(code, 'Anna');
    const cyrillic = await server.phone(code, 'Ann\u0430');
    expect(nameOf(cyrillic)).toBe('Ann\u0430 2');
    const greek = await server.phone(code, '\u0391nna');
    expect(nameOf(greek)).toBe('\u0391nna 3');
    await server.phone(code, 'Al');
    const capitalI = await server.phone(code, 'AI');
    expect(nameOf(capitalI)).toBe('AI 2');
    await waitFor(tv, () => tv.state.room!.members.length === 5);
    expect(uniqueName('Ben', ['Anna', 'Al'])).toBe('Ben');
    expect(uniqueName('ANNA', ['Anna'])).toBe('ANNA 2');
  });

  it('issue 15: names stored broken (a lone surrogate as invalid UTF-8) or invisible are mended by the migration; the ranking shows valid text', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kt-names-'));
    const path = join(dir, 'db.sqlite');
    try {
      // A database as the old server left it: schema 0001, names written before the name rule.
      const raw = new BetterSqlite3(path);
      const db = new Kysely<any>({ dialect: new SqliteDialect({ database: raw }) });
      expect((await new Migrator({ db, provider: migrationProvider }).migrateTo('0001_initial')).error).toBeUndefined();
      const insert = raw.prepare("insert into profiles (id, token_hash, name, created_at, updated_at) values (?, ?, cast(? as text), 1, 1)");
      insert.run('p1', 'h1', Buffer.from([0x78, 0xed, 0xa0, 0x80, 0x79])); // "x", a lone surrogate as CESU bytes, "y"
      insert.run('p2', 'h2', Buffer.from('\u3164', 'utf8'));
      insert.run('p3', 'h3', Buffer.from('Ho\u200dst', 'utf8'));
      insert.run('p4', 'h4', Buffer.from('Anna', 'utf8'));
      for (const [id, rating] of [['p1', 4], ['p2', 3], ['p3', 2], ['p4', 1]] as const) {
        raw.prepare('insert into ratings (profile_id, rating, mu, sigma, matches, wins, updated_at) values (?, ?, 25, 8, 9, 1, 1)').run(id, rating);
      }
      await db.destroy();

      const store = await openStore({ sqlitePath: path });
      try {
        const ranking = await store.rankings();
        expect(ranking.map((r) => r.name)).toEqual(['xy', 'Player', 'Host', 'Anna']);
        for (const r of ranking) expect(r.name).not.toMatch(/[\p{Cs}\ufffd\u3164\u200d]/u);
      } finally {
        await store.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
