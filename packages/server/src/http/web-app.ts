/**
 * The web app's files from packages/web/dist when it has been built (served by @fastify/static);
 * otherwise a small placeholder page saying how to build it. Page routes (/tv, /join/CODE, /play,
 * /games/ID) get the HTML entry named after their first segment when the build has one (tv.html,
 * join.html, …), else index.html. Vite's hashed assets are cached for a year, HTML is revalidated.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inlineScriptHashes } from './security-headers.ts';

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Kitchen Table</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>Kitchen Table</h1>
<p>The server is running, but the web app has not been built yet.</p>
<p>Build it with <code>npm run build</code> and reload this page.</p>
</body></html>
`;

/** A page route: GET/HEAD, outside the API, no file extension, no dot segment. */
function isPageRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path.startsWith('/api/') || path.startsWith('/socket.io/')) return false;
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  return !path.split('/').some((part) => part.startsWith('.'));
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ error: 'not found' });
}

/** The hashes of the built pages' inline scripts (the build loader), for the CSP; none without a build. */
export function webAppScriptHashes(webRoot: string | null): string[] {
  if (!webRoot || !existsSync(join(webRoot, 'index.html'))) return [];
  const pages = readdirSync(webRoot).filter((f) => f.endsWith('.html'));
  return [...new Set(pages.flatMap((f) => inlineScriptHashes(readFileSync(join(webRoot, f), 'utf8'))))];
}

export async function registerWebApp(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const root = webRoot && existsSync(join(webRoot, 'index.html')) ? resolve(webRoot) : null;
  if (!root) {
    app.setNotFoundHandler((request, reply) =>
      isPageRoute(request)
        ? reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PLACEHOLDER)
        : notFound(reply),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root,
    index: 'index.html',
    // Our own cache policy below (hashed assets immutable, everything else revalidated).
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders(res, path) {
      const immutable = path.startsWith(join(root, 'assets'));
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (!isPageRoute(request)) return notFound(reply);
    const first = (request.url.split('?')[0] ?? '/').split('/')[1] ?? '';
    const entry = /^[a-z][a-z0-9-]*$/.test(first) && existsSync(join(root, `${first}.html`)) ? `${first}.html` : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(entry);
  });
}
