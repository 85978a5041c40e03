/**
 * Security headers on every HTTP answer (pages, assets, API, socket.io's): Helmet's, configured here once
 * — `@fastify/helmet` on the Fastify app, Helmet itself on socket.io's engine (which takes Express-style
 * middleware, the websocket's 101 included).
 *
 * The CSP allows only our own origin: scripts from the server plus, by their SHA-256, exactly the inline
 * scripts of the built pages (the loader that picks the modern or the old-browser build, issue 27), no
 * eval; styles from the server (inline styles for the UI library's style attributes); images as data/blob
 * URLs (QR codes, generated art); and the socket.io connection back to the page's own host, named as
 * `ws://host wss://host` as well as 'self': CSP level 2 engines (Chromium < 73, Safari < 15.4: the
 * 2019–2020 TVs) do not count a websocket as 'self' and refuse it, and socket.io falls back to
 * long-polling there. Helmet's defaults are not used for the CSP (`upgrade-insecure-requests` would break
 * a server on the LAN, which speaks http); for the same reason no HSTS (a proxy that speaks https in
 * front sets its own).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** A Host header that is a plain host name or IP address with an optional port (nothing else reaches the CSP). */
const PLAIN_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function plainHost(host: string | undefined): string | null {
  return host !== undefined && host.length <= 255 && PLAIN_HOST.test(host) ? host.toLowerCase() : null;
}

/** connect-src for an answer to `request`: our origin, and the websocket of the host it asked when that is a plain host. */
function connectSources(request: IncomingMessage): string {
  const host = plainHost(request.headers.host);
  return host ? `'self' ws://${host} wss://${host}` : "'self'";
}

/** No camera, microphone, location, payment or USB for any page (Helmet has no Permissions-Policy). */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Helmet's options for our answers; `scriptHashes` are the built pages' inline scripts (`inlineScriptHashes`).
 * Typed by `satisfies`, not annotated: @fastify/helmet reads Helmet's CommonJS typings and we its ESM ones,
 * and only the plain object type fits both.
 */
export function helmetOptions(scriptHashes: readonly string[] = []) {
  return {
    contentSecurityPolicy: {
      useDefaults: false as const,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes.map((h) => `'sha256-${h}'`)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: [(request: IncomingMessage) => connectSources(request)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' as const },
    referrerPolicy: { policy: 'no-referrer' as const },
    strictTransportSecurity: false as const,
  } satisfies HelmetOptions;
}

/** The SHA-256 (base64) of each inline `<script>` of a page, as a CSP source expression wants it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/i.test(match[1]!) || match[2]!.length === 0) continue;
    hashes.push(createHash('sha256').update(match[2]!, 'utf8').digest('base64'));
  }
  return hashes;
}

/** Every answer of the Fastify app, errors and refusals included (registered before the routes and the rate limit). */
export async function addSecurityHeaders(app: FastifyInstance, options: { scriptHashes?: readonly string[] } = {}): Promise<void> {
  await app.register(fastifyHelmet, helmetOptions(options.scriptHashes));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}

/** The same headers as Express-style middleware, for socket.io's engine (`io.engine.use`). */
export function securityHeadersMiddleware(): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void {
  const headers = helmet(helmetOptions());
  return (req, res, next) => {
    res.setHeader('permissions-policy', PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}
