export * from './core/cards.ts';
export * from './core/rng.ts';
export * from './core/deal-generator.ts';
export * from './core/game.ts';
export * from './core/options.ts';
export * from './core/placements.ts';
export * from './registry.ts';
export * from './referee/referee.ts';
