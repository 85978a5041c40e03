/**
 * Issue 14, the join address: the server tells the TV where phones can reach it (GET /api/join-info):
 * the PUBLIC_URL setting for a server behind a proxy, and every LAN address it listens on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isLoopback, lanBaseUrls, parsePublicUrl } from '../../src/lan.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.closeAll();
  server = null;
});

describe('where phones reach the server', () => {
  it('lists the LAN addresses when listening on every interface, none for loopback only', () => {
    const lan = () => ['192.168.1.20', '[fd00::5]'];
    expect(lanBaseUrls(8080, '0.0.0.0', lan)).toEqual(['http://192.168.1.20:8080', 'http://[fd00::5]:8080']);
    expect(lanBaseUrls(8080, '127.0.0.1', lan)).toEqual([]);
    expect(lanBaseUrls(8080, 'localhost', lan)).toEqual([]);
    expect(lanBaseUrls(8080, '10.0.0.7', lan)).toEqual(['http://10.0.0.7:8080']);
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('[::1]')).toBe(true);
    expect(isLoopback('192.168.1.20')).toBe(false);
  });

  it('PUBLIC_URL must be http(s); it is kept without a trailing slash', () => {
    expect(parsePublicUrl('https://cards.example.org/')).toBe('https://cards.example.org');
    expect(parsePublicUrl('https://example.org/kt/')).toBe('https://example.org/kt');
    expect(() => parsePublicUrl('ftp://x')).toThrow(/PUBLIC_URL/);
    expect(() => parsePublicUrl('not a url')).toThrow(/PUBLIC_URL/);
  });

  it('GET /api/join-info answers with PUBLIC_URL and the LAN addresses with the real port', async () => {
    server = await startTestServer({ host: '0.0.0.0', publicUrl: 'https://cards.example.org/', lanAddresses: () => ['192.168.1.20'] });
    const info = (await (await fetch(`${server.url}/api/join-info`)).json()) as { publicUrl: string | null; lanUrls: string[] };
    expect(info).toEqual({ publicUrl: 'https://cards.example.org', lanUrls: [`http://192.168.1.20:${server.port}`] });
  });

  it('without PUBLIC_URL and on loopback only there is nothing to offer', async () => {
    server = await startTestServer();
    const info = await (await fetch(`${server.url}/api/join-info`)).json();
    expect(info).toEqual({ publicUrl: null, lanUrls: [] });
  });
});
