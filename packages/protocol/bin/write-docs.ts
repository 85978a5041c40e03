/**
 * `npm run protocol:docs`: writes the generated protocol documents from the zod schemas — the AsyncAPI
 * document (docs/protocol.asyncapi.json) and every game's JSON Schemas (docs/schemas/). The protocol
 * tests regenerate them in memory and fail when the committed files differ.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAsyncApi } from '../src/docs/asyncapi.ts';
import { buildGameSchemas } from '../src/docs/game-schemas.ts';
import { documentText } from '../src/docs/json-schema.ts';

const docs = resolve(dirname(fileURLToPath(import.meta.url)), '../../../docs');
writeFileSync(join(docs, 'protocol.asyncapi.json'), documentText(await buildAsyncApi()));
const schemas = join(docs, 'schemas');
mkdirSync(schemas, { recursive: true });
// A game that left the registry leaves no stale schema behind.
for (const file of readdirSync(schemas)) if (file.endsWith('.json')) rmSync(join(schemas, file));
const files = await buildGameSchemas();
for (const [file, document] of files) writeFileSync(join(schemas, file), documentText(document));
console.log(`wrote docs/protocol.asyncapi.json and ${files.size} files in docs/schemas/`);
