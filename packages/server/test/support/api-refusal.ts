/** The `error` text of an HTTP API refusal (a JSON body `{ "error": "…" }`), or undefined when the body is not one. */
export function refusalText(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : undefined;
}
