/** zod → JSON Schema, the one way every generated document writes a schema (draft 2020-12, output shapes). */
import { z } from 'zod';

/** A schema as a plain JSON Schema object, without its own `$schema` line (documents carry one at the top). */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const written = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
  delete written.$schema;
  return written;
}

/** Two-space JSON with a final newline: the committed files' form (the sync test compares text). */
export function documentText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
