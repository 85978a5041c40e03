/**
 * The AsyncAPI document (docs/protocol.asyncapi.json) is generated from the schemas the server validates
 * with: committed in sync (regenerated here in memory and compared), valid for @asyncapi/parser, and
 * complete (every client and server event, every ack with its error codes).
 */
import { readFileSync } from 'node:fs';
import { Parser } from '@asyncapi/parser';
import { describe, expect, it } from 'vitest';
import { buildAsyncApi, messageKey } from '../src/docs/asyncapi.ts';
import { documentText } from '../src/docs/json-schema.ts';
import { errorCodesOf } from '../src/ack-schemas.ts';
import { CLIENT_EVENTS, ERROR_CODES, SERVER_EVENTS } from '../src/index.ts';

const FILE = new URL('../../../docs/protocol.asyncapi.json', import.meta.url);

const built = await buildAsyncApi();

describe('docs/protocol.asyncapi.json', () => {
  const committed = readFileSync(FILE, 'utf8');

  it('is up to date with the schemas (run `npm run protocol:docs` after changing them)', () => {
    expect(committed === documentText(built), 'docs/protocol.asyncapi.json is out of date: run `npm run protocol:docs`').toBe(true);
  });

  it('names every client event with its ack and error codes, and every server event', () => {
    const components = built.components as { messages: Record<string, { name: string; payload: unknown; 'x-error-codes'?: string[] }> };
    for (const event of Object.values(CLIENT_EVENTS)) {
      expect(components.messages[messageKey(event)]?.name).toBe(event);
      const ack = components.messages[`${messageKey(event)}.ack`];
      expect(ack?.['x-error-codes']).toEqual(errorCodesOf(event));
      expect(JSON.stringify(ack?.payload)).toContain('"BAD_MESSAGE"');
    }
    for (const event of Object.values(SERVER_EVENTS)) expect(components.messages[messageKey(event)]?.name).toBe(event);
    // Every protocol code is answered by at least one event (else it is dead, or the table is incomplete).
    const answered = new Set(Object.values(CLIENT_EVENTS).flatMap(errorCodesOf));
    expect(ERROR_CODES.filter((code) => !answered.has(code))).toEqual([]);
  });

  it('is a valid AsyncAPI 3 document (@asyncapi/parser reports no error)', async () => {
    const { document, diagnostics } = await new Parser().parse(committed);
    const errors = diagnostics.filter((d) => d.severity === 0).map((d) => `${d.code}: ${d.message} at ${d.path.join('/')}`);
    expect(errors).toEqual([]);
    expect(document?.version()).toBe('3.0.0');
    expect(document?.operations().length).toBe(Object.keys(CLIENT_EVENTS).length + Object.keys(SERVER_EVENTS).length);
  }, 240_000);
});
