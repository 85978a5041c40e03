/**
 * The per-game JSON Schemas (docs/schemas/<game>.view.json, .move.json, .events.json): committed in sync
 * with the games' zod schemas, and every payload of whole matches of every game fits them (ajv, on the
 * committed files): every seat's view and the table view after every move, every event, every legal
 * move — at the smallest and the largest table, and a match ended early by the host.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { GAMES, nextInt, seedRng, type GameDefinition } from '@kitchen-table/engine';
import { buildGameSchemas, gameSchemaFile } from '../src/docs/game-schemas.ts';
import { documentText } from '../src/docs/json-schema.ts';

const DIR = new URL('../../../docs/schemas/', import.meta.url);
const committed = (file: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as Record<string, unknown>;

function validators(game: string) {
  const ajv = new Ajv2020({ allErrors: false, strict: false });
  const view = committed(gameSchemaFile(game, 'view'));
  ajv.addSchema(view);
  const id = view.$id as string;
  return {
    seatView: ajv.getSchema(`${id}#/$defs/seatView`)!,
    tableView: ajv.getSchema(`${id}#/$defs/tableView`)!,
    move: ajv.compile(committed(gameSchemaFile(game, 'move'))),
    event: ajv.compile(committed(gameSchemaFile(game, 'events'))),
  };
}

/** Plays a whole match with random legal moves and checks every payload a client could get on the way. */
function checkMatch(game: GameDefinition, seats: number, seed: number, finishAfter?: number): number {
  const v = validators(game.meta.id);
  const problems: string[] = [];
  let checked = 0;
  const check = (what: string, validate: typeof v.move, payload: unknown): void => {
    checked++;
    if (!validate(JSON.parse(JSON.stringify(payload)))) problems.push(`${what}: ${JSON.stringify(validate.errors?.slice(0, 2))}`);
  };
  const options = game.resolveOptions({}, seats);
  if (!options.ok) throw new Error(options.error.message);
  let state = game.setup(options.value, seats, `schemas-${seed}`);
  const rng = seedRng(seed);
  const looks = (label: string): void => {
    for (let s = 0; s < seats; s++) check(`${label} seat ${s} view`, v.seatView, game.seatView(state, s));
    check(`${label} table view`, v.tableView, game.tableView(state));
  };
  looks('start');
  for (let moves = 0; !game.isMatchOver(state) && problems.length === 0; moves++) {
    if (moves > 20_000) throw new Error('the match does not end');
    if (moves === finishAfter) state = game.finishAfterCurrentDeal(state);
    const seat = game.toAct(state)[0]!;
    const legal = game.legalMoves(state, seat);
    for (const move of legal) check(`move ${JSON.stringify(move)}`, v.move, move);
    const applied = game.applyMove(state, seat, legal[nextInt(rng, legal.length)]!);
    if (!applied.ok) throw new Error(applied.error.message);
    for (const event of applied.events) check(`event ${event.type}`, v.event, event);
    state = applied.state;
    looks(`after move ${moves + 1}`);
  }
  expect(problems.slice(0, 3)).toEqual([]);
  return checked;
}

describe('per-game JSON Schemas', () => {
  it('are up to date with the games\' zod schemas (run `npm run protocol:docs` after changing them)', async () => {
    for (const [file, document] of await buildGameSchemas()) {
      expect(readFileSync(new URL(file, DIR), 'utf8') === documentText(document), `docs/schemas/${file} is out of date`).toBe(true);
    }
  });

  for (const game of GAMES) {
    it(`${game.meta.id}: every view, move and event of whole matches fits them`, () => {
      let checked = 0;
      checked += checkMatch(game, game.meta.minPlayers, 1);
      checked += checkMatch(game, game.meta.maxPlayers, 2);
      checked += checkMatch(game, game.meta.maxPlayers, 3, 5);
      expect(checked).toBeGreaterThan(100);
    });
  }

  it('refuse what a game does not send: an unknown field, a wrong card, a seat view posing as the table view', () => {
    const game = GAMES[0]!;
    const v = validators(game.meta.id);
    const options = game.resolveOptions({}, game.meta.minPlayers);
    if (!options.ok) throw new Error(options.error.message);
    const state = game.setup(options.value, game.meta.minPlayers, 'refuse');
    const seatView = JSON.parse(JSON.stringify(game.seatView(state, 0))) as Record<string, unknown>;
    expect(v.seatView(seatView)).toBe(true);
    expect(v.seatView({ ...seatView, secret: 1 })).toBe(false);
    expect(v.seatView({ ...seatView, hand: ['ZZ'] })).toBe(false);
    expect(v.tableView(seatView)).toBe(false);
    expect(v.move({ play: 'AH', extra: true })).toBe(false);
    expect(v.event({ type: 'noSuchEvent' })).toBe(false);
  });
});
