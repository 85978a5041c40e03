/**
 * The web app's files from packages/web/dist when it has been built; otherwise a small placeholder
 * page saying how to build it. Page routes (/tv, /join/CODE, /play, /games/ID) get the HTML entry named
 * after their first segment when the build has one (tv.html, join.html, …), else index.html.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Kitchen Table</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>Kitchen Table</h1>
<p>The server is running, but the web app has not been built yet.</p>
<p>Build it with <code>npm run build -w packages/web</code> and reload this page.</p>
</body></html>
`;

export async function registerWebApp(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const root = webRoot && existsSync(join(webRoot, 'index.html')) ? webRoot : null;
  if (!root) {
    app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PLACEHOLDER));
    app.setNotFoundHandler(async (request, reply) => {
      if (request.method === 'GET' && !request.url.startsWith('/api/') && acceptsHtml(request.headers.accept)) {
        return reply.type('text/html; charset=utf-8').send(PLACEHOLDER);
      }
      return reply.code(404).send({ error: 'not found' });
    });
    return;
  }
  await app.register(fastifyStatic, { root, index: ['index.html'], wildcard: true, cacheControl: true, maxAge: '1h' });
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path);
    if (!isPage) return reply.code(404).send({ error: 'not found' });
    const first = path.split('/')[1] ?? '';
    const entry = /^[a-z][a-z0-9-]*$/.test(first) && existsSync(join(root, `${first}.html`)) ? `${first}.html` : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(entry);
  });
}

function acceptsHtml(accept: string | undefined): boolean {
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}
