/** The public entry point of this game: `@kitchen-table/engine/fahrstuhl`. Consumers import nothing else of it. */
export * from './index.ts';
