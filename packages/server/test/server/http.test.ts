import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKING_MIN_MATCHES_HEADER, type GameCatalogueEntry, type HealthResponse } from '@kitchen-table/protocol';
import { highCard } from '../support/test-game.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';

/**
 * The CSP of every answer, spelled out: our origin only, no inline script (these pages have none), and
 * websockets back to the host the page was asked from.
 */
const contentSecurityPolicy = (host: string): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    `connect-src 'self' ws://${host} wss://${host}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';');

describe('HTTP without a built web app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ games: [highCard] });
  });
  afterAll(async () => {
    await server.closeAll();
  });

  it('GET /api/health answers ok with the number of rooms', async () => {
    await server.tv();
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as HealthResponse;
    expect(body).toMatchObject({ ok: true, rooms: 1 });
  });

  it('GET /api/games lists each game with its metadata and option definitions', async () => {
    const body = (await (await fetch(`${server.url}/api/games`)).json()) as GameCatalogueEntry[];
    expect(body).toEqual([{ id: 'highcard', meta: highCard.meta, optionDefs: highCard.optionDefs }]);
  });

  it('scores of an unknown game are 404; bad query values are 400', async () => {
    expect((await fetch(`${server.url}/api/games/nope/scores`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/games/highcard/scores?match=x`)).status).toBe(400);
    expect((await fetch(`${server.url}/api/rankings?limit=0`)).status).toBe(400);
    expect(await (await fetch(`${server.url}/api/rankings`)).json()).toEqual([]);
  });

  it('the ranking says how many rated matches it lists a player from (issue 28 §6: the TV tells the family)', async () => {
    const res = await fetch(`${server.url}/api/rankings?limit=4`);
    expect(res.headers.get(RANKING_MIN_MATCHES_HEADER)).toBe('5');
    const lifted = await startTestServer({ games: [highCard], rankingMinMatches: 1 });
    try {
      expect((await fetch(`${lifted.url}/api/rankings`)).headers.get(RANKING_MIN_MATCHES_HEADER)).toBe('1');
    } finally {
      await lifted.closeAll();
    }
  });

  it('pages get the placeholder, with the security headers and a CSP', async () => {
    for (const path of ['/', '/tv', '/join/BCDF']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy(new URL(server.url).host));
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(await res.text()).toContain('has not been built');
    }
    const api = await fetch(`${server.url}/api/health`);
    expect(api.headers.get('content-security-policy')).toBe(contentSecurityPolicy(new URL(server.url).host));
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${server.url}/api/nothing`)).status).toBe(404);
  });
});

describe('HTTP with a built web app', () => {
  let server: TestServer;
  const root = mkdtempSync(join(tmpdir(), 'kt-web-'));
  beforeAll(async () => {
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>catalogue</title>');
    writeFileSync(join(root, 'tv.html'), '<!doctype html><title>tv</title>');
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(join(root, '.secret'), 'no');
    server = await startTestServer({ games: [highCard], webRoot: root });
  });
  afterAll(async () => {
    await server.closeAll();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves files, entry pages by first path segment, and index.html for other pages', async () => {
    const asset = await fetch(`${server.url}/assets/app-1234.js`);
    expect(asset.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-security-policy')).toBe(contentSecurityPolicy(new URL(server.url).host));
    expect(await asset.text()).toBe('console.log(1)');
    expect(await (await fetch(`${server.url}/tv`)).text()).toContain('<title>tv</title>');
    expect(await (await fetch(`${server.url}/games/fahrstuhl`)).text()).toContain('catalogue');
    expect(await (await fetch(`${server.url}/`)).text()).toContain('catalogue');
  });

  it('refuses dotfiles, missing files and paths outside the root', async () => {
    expect((await fetch(`${server.url}/.secret`)).status).toBe(404);
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    // @fastify/send answers an encoded traversal with 403: refused either way, nothing served.
    expect([403, 404]).toContain((await fetch(`${server.url}/..%2F..%2Fetc%2Fpasswd`)).status);
    // A raw request keeps its dot segments: refused.
    const raw = await new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: server.port, path: '/../../../package.json' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect([403, 404]).toContain(raw);
    // fetch resolves the dots itself (the server sees /etc/hosts): the page fallback, never the file.
    expect(await (await fetch(`${server.url}/%2e%2e/%2e%2e/etc/hosts`)).text()).toContain('catalogue');
  });
});
