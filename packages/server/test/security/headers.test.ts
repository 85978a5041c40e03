/**
 * Security point 6: security headers on every answer — pages (built app and placeholder), assets, the
 * API and errors: a CSP that allows scripts only from our origin (and exactly the built pages' inline
 * scripts, by hash; no eval), websockets only to the page's own host, no framing, no MIME sniffing, no
 * referrer.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/harness.ts';

let server: TestServer;
let dir: string | null = null;
afterEach(async () => {
  await server?.closeAll();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

function directivesOf(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

function expectHeaders(headers: Headers, path: string, scriptSrc: string[] = ["'self'"]): void {
  const csp = headers.get('content-security-policy') ?? '';
  const directives = directivesOf(csp);
  expect(directives.get('script-src'), path).toEqual(scriptSrc);
  expect(directives.get('connect-src'), path).toEqual(["'self'", `ws://${new URL(server.url).host}`, `wss://${new URL(server.url).host}`]);
  expect(directives.get('default-src'), path).toEqual(["'self'"]);
  expect(directives.get('object-src'), path).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors'), path).toEqual(["'none'"]);
  expect(directives.get('base-uri'), path).toEqual(["'self'"]);
  expect(csp, path).not.toMatch(/unsafe-eval|\*/);
  expect(headers.get('x-content-type-options'), path).toBe('nosniff');
  expect(headers.get('x-frame-options'), path).toBe('DENY');
  expect(headers.get('referrer-policy'), path).toBe('no-referrer');
}

describe('security: headers', () => {
  it('every page, asset, API answer and error of a built web app carries the CSP and the other headers', async () => {
    dir = mkdtempSync(join(tmpdir(), 'kt-web-'));
    // The build's loader is an inline script (issue 27): allowed by its hash, and no other.
    const loader = '!function(){document.title="loaded"}();';
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>t</title><script type="module" src="/assets/app.js"></script><script data-x="1">${loader}</script>`);
    writeFileSync(join(dir, 'tv.html'), '<!doctype html><title>tv</title>');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
    server = await startTestServer({ webRoot: dir });
    const paths = ['/', '/tv', '/join/BCDF', '/play', '/games/lusti', '/assets/app.js', '/assets/missing.js', '/api/health', '/api/games', '/api/rankings', '/api/games/nope/scores', '/api/rankings?limit=x', '/.env', '/../../etc/passwd'];
    for (const path of paths) {
      const response = await fetch(server.url + path);
      await response.arrayBuffer();
      expectHeaders(response.headers, path, ["'self'", `'sha256-${createHash('sha256').update(loader).digest('base64')}'`]);
    }
  });

  it('connect-src names the websocket of the host the page was asked from, and only a plain host name', async () => {
    server = await startTestServer({ webRoot: null });
    const port = new URL(server.url).port;
    const cspFor = (host: string) => new Promise<string>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/tv', headers: { host } }, (res) => {
        res.resume();
        resolve(String(res.headers['content-security-policy'] ?? ''));
      });
      req.on('error', reject);
      req.end();
    });
    expect(directivesOf(await cspFor('kitchen.local:8080')).get('connect-src')).toEqual(["'self'", 'ws://kitchen.local:8080', 'wss://kitchen.local:8080']);
    expect(directivesOf(await cspFor('192.168.1.20:8080')).get('connect-src')).toEqual(["'self'", 'ws://192.168.1.20:8080', 'wss://192.168.1.20:8080']);
    expect(directivesOf(await cspFor('[::1]:8080')).get('connect-src')).toEqual(["'self'", 'ws://[::1]:8080', 'wss://[::1]:8080']);
    // A hostile Host header cannot add sources or directives: the CSP names no host then.
    for (const hostile of ['evil.example; script-src *', 'evil.example *', 'a.example/x', "x' 'unsafe-inline"]) {
      const csp = await cspFor(hostile);
      expect(directivesOf(csp).get('connect-src'), hostile).toEqual(["'self'"]);
      expect(directivesOf(csp).get('script-src'), hostile).toEqual(["'self'"]);
      expect(csp, hostile).not.toMatch(/evil|\*/);
    }
  });

  it('the placeholder page (no built app) carries them too', async () => {
    server = await startTestServer({ webRoot: null });
    for (const path of ['/', '/tv', '/join/BCDF']) {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(200);
      expectHeaders(response.headers, path);
    }
  });
});
