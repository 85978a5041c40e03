/**
 * Security headers on every HTTP answer (pages, assets, API). The CSP allows only our own origin:
 * scripts from the server plus, by their SHA-256, exactly the inline scripts of the built pages (the
 * loader that picks the modern or the old-browser build, issue 27), no eval; styles from the server
 * (inline styles for the UI library's style attributes); images as data/blob URLs (QR codes, generated
 * art); and the socket.io connection back to the page's own host, named as `ws://host wss://host` as
 * well as 'self': CSP level 2 engines (Chromium < 73, Safari < 15.4: the 2019–2020 TVs) do not count a
 * websocket as 'self' and refuse it, and socket.io falls back to long-polling there.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A Host header that is a plain host name or IP address with an optional port (nothing else reaches the CSP). */
const PLAIN_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function plainHost(host: string | undefined): string | null {
  return host !== undefined && host.length <= 255 && PLAIN_HOST.test(host) ? host.toLowerCase() : null;
}

export function contentSecurityPolicy(options: { scriptHashes?: readonly string[]; host?: string | null } = {}): string {
  const hashes = (options.scriptHashes ?? []).map((h) => `'sha256-${h}'`);
  const sockets = options.host ? [`ws://${options.host}`, `wss://${options.host}`] : [];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    ["connect-src 'self'", ...sockets].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The CSP of answers that are no page (socket.io's): no inline script, no host to name. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The SHA-256 (base64) of each inline `<script>` of a page, as a CSP source expression wants it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/i.test(match[1]!) || match[2]!.length === 0) continue;
    hashes.push(createHash('sha256').update(match[2]!, 'utf8').digest('base64'));
  }
  return hashes;
}

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** The CSP of an answer to `request`: the pages' inline scripts, the websocket of the host it asked. */
export function cspFor(request: Pick<FastifyRequest, 'headers'>, scriptHashes: readonly string[]): string {
  return contentSecurityPolicy({ scriptHashes, host: plainHost(request.headers.host) });
}

export function addSecurityHeaders(app: FastifyInstance, options: { scriptHashes?: readonly string[] } = {}): void {
  const scriptHashes = options.scriptHashes ?? [];
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    reply.header('content-security-policy', cspFor(request, scriptHashes));
    return payload;
  });
}
