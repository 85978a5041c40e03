/**
 * The web app's files from packages/web/dist when it has been built; otherwise a small placeholder
 * page saying how to build it. Page routes (/tv, /join/CODE, /play, /games/ID) get the HTML entry named
 * after their first segment when the build has one (tv.html, join.html, …), else index.html.
 *
 * A small file server of our own (not @fastify/static, whose glob dependency is incomplete in this
 * install): GET/HEAD only, paths resolved inside the root (no traversal, no dotfiles), a content type
 * per extension, long caching for Vite's hashed assets and revalidation for HTML.
 */
import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';

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

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export async function registerWebApp(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const root = webRoot && existsSync(join(webRoot, 'index.html')) ? resolve(webRoot) : null;
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const path = decodePath(request.url);
      // Dot segments: dotfiles and any attempt to climb out of the root.
      if (path === null || path.startsWith('/api/') || path.split(/[\\/]/).some((part) => part.startsWith('.'))) {
        return reply.code(404).send({ error: 'not found' });
      }
      if (!root) {
        if (hasExtension(path)) return reply.code(404).send({ error: 'not found' });
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PLACEHOLDER);
      }
      const file = await findFile(root, path);
      if (file) return sendFile(reply, file, path.startsWith('/assets/'));
      if (hasExtension(path)) return reply.code(404).send({ error: 'not found' });
      const first = path.split('/')[1] ?? '';
      const entry = /^[a-z][a-z0-9-]*$/.test(first) && existsSync(join(root, `${first}.html`)) ? `${first}.html` : 'index.html';
      return sendFile(reply, join(root, entry), false);
    },
  });
}

function decodePath(url: string): string | null {
  try {
    const path = decodeURIComponent(url.split('?')[0] ?? '/');
    return path.includes('\0') ? null : path;
  } catch {
    return null;
  }
}

function hasExtension(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path);
}

/** The file for a URL path inside root (index.html for directories), or null. */
async function findFile(root: string, path: string): Promise<string | null> {
  const full = resolve(root, '.' + path);
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    const info = await stat(full);
    if (info.isFile()) return full;
    if (info.isDirectory()) {
      const index = join(full, 'index.html');
      if ((await stat(index).catch(() => null))?.isFile()) return index;
    }
  } catch {
    // not there
  }
  return null;
}

async function sendFile(reply: FastifyReply, file: string, immutable: boolean): Promise<FastifyReply> {
  const info = await stat(file);
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  reply
    .type(type)
    .header('content-length', info.size)
    .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    .header('last-modified', info.mtime.toUTCString());
  if (reply.request.method === 'HEAD') return reply.send();
  return reply.send(createReadStream(file));
}
