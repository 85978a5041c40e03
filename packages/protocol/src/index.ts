/** The Kitchen Table protocol: message schemas, shared types, error codes and the client SDK. */
export * from './errors.ts';
export * from './constants.ts';
export * from './events.ts';
export * from './types.ts';
export * from './client-messages.ts';
export * from './server-messages.ts';
export * from './acks.ts';
export * from './api.ts';
export * from './session-storage.ts';
export * from './client.ts';
export * from './replay.ts';
