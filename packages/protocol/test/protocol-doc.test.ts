/**
 * docs/protocol.md documents every event and error code that exists, and every field of the room
 * state and of `You` (issue 30: `You.profileId`, `RoomState.lesson` and `summary.deadline` existed
 * undocumented). A new event, code or field without its line in the document fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CLIENT_EVENTS, ERROR_CODES, SERVER_EVENTS, roomStateSchema, youSchema } from '../src/index.ts';

const DOC = readFileSync(new URL('../../../docs/protocol.md', import.meta.url), 'utf8');

/** The text of a `## heading` section, up to the next `## `. */
function section(heading: string): string {
  const start = DOC.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/protocol.md has no section "${heading}"`);
  const end = DOC.indexOf('\n## ', start + 4);
  return DOC.slice(start, end < 0 ? undefined : end);
}

/** Names that have no table row of their own (`| \`name\` |`) in the section. */
const withoutRow = (names: readonly string[], text: string): string[] => names.filter((name) => !text.includes(`| \`${name}\` |`));

/** Fields of an object schema that the text never names. */
const unnamed = (schema: z.ZodObject, text: string): string[] => Object.keys(schema.shape).filter((key) => !new RegExp(`\\b${key}\\b`).test(text));

describe('docs/protocol.md covers the protocol', () => {
  it('every client event has its row under "Client → server"', () => {
    expect(withoutRow(Object.values(CLIENT_EVENTS), section('Client → server'))).toEqual([]);
  });

  it('every server event has its row under "Server → client"', () => {
    expect(withoutRow(Object.values(SERVER_EVENTS), section('Server → client'))).toEqual([]);
  });

  it('every error code has its row under "Error codes"', () => {
    expect(withoutRow(ERROR_CODES, section('Error codes'))).toEqual([]);
  });

  it('every field of RoomState, You and the summary is named under "Server → client"', () => {
    const text = section('Server → client');
    expect(unnamed(roomStateSchema, text)).toEqual([]);
    expect(unnamed(youSchema, text)).toEqual([]);
    const summaryLine = text.split('\n').find((line) => line.trimStart().startsWith('summary:')) ?? '';
    const summary = (roomStateSchema.shape.summary as unknown as z.ZodNullable<z.ZodObject>).unwrap();
    expect(unnamed(summary, summaryLine)).toEqual([]);
  });

  it('links the generated documents', () => {
    expect(DOC).toContain('(protocol.asyncapi.json)');
    expect(DOC).toContain('(schemas/)');
  });
});
