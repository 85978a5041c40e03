/**
 * The referee: a public conformance interface. A scenario (game, players, dealer, options, an explicit
 * deal and a list of moves) goes in; the judged deal comes out. A rejected move is a result; a malformed
 * scenario is refused as a whole. The format is documented in docs/referee.md.
 */
import type { GameDefinition, GameError, Seat } from '../core/game.ts';
import { findGame } from '../registry.ts';

export class MalformedScenario extends Error {}

interface ParsedScenario {
  game: GameDefinition;
  state: unknown;
  moves: { seat: Seat; move: Record<string, unknown> }[];
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function parseScenario(raw: unknown, where: string): ParsedScenario {
  const bad = (msg: string): never => {
    throw new MalformedScenario(`${where}: ${msg}`);
  };
  if (!isObject(raw)) bad('a scenario must be a JSON object');
  const s = raw as Record<string, unknown>;
  if (typeof s.game !== 'string') bad('"game" must be a string');
  const game = findGame(s.game as string);
  if (!game) bad(`unknown game "${String(s.game)}"`);
  const g = game as GameDefinition;
  const players = s.players;
  if (typeof players !== 'number' || !Number.isInteger(players)) bad('"players" must be an integer');
  const n = players as number;
  if (n < g.meta.minPlayers || n > g.meta.maxPlayers) {
    bad(`"players" must be from ${g.meta.minPlayers} to ${g.meta.maxPlayers} for ${g.meta.id}`);
  }
  const dealer = s.dealer ?? 0;
  if (typeof dealer !== 'number' || !Number.isInteger(dealer) || dealer < 0 || dealer >= n) {
    bad(`"dealer" must be a seat from 0 to ${n - 1}`);
  }
  const options = s.options ?? {};
  if (!isObject(options)) bad('"options" must be an object');
  if (!isObject(s.deal)) bad('"deal" must be an object');
  if (!Array.isArray(s.moves)) bad('"moves" must be an array');
  const setup = g.referee.setupScenario({
    players: n,
    dealer: dealer as number,
    options: options as Record<string, unknown>,
    deal: s.deal as Record<string, unknown>,
    raw: s,
  });
  if (!setup.ok) bad(setup.error.message);
  const moves = (s.moves as unknown[]).map((m, i) => {
    if (!isObject(m)) bad(`move ${i} must be an object`);
    const { seat, ...rest } = m as Record<string, unknown>;
    if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= n) {
      bad(`move ${i}: "seat" must be a seat from 0 to ${n - 1}`);
    }
    const parsed = g.parseMove(rest);
    if (!parsed.ok) bad(`move ${i}: ${parsed.error.message}`);
    return { seat: seat as number, move: (parsed as { value: Record<string, unknown> }).value };
  });
  return { game: g, state: (setup as { value: unknown }).value, moves };
}

function judge(p: ParsedScenario): Record<string, unknown> {
  let state = p.state;
  let error: (GameError & { index: number }) | null = null;
  for (let i = 0; i < p.moves.length; i++) {
    const { seat, move } = p.moves[i];
    const r = p.game.applyMove(state, seat, move);
    if (!r.ok) {
      error = { index: i, code: r.error.code, message: r.error.message };
      break;
    }
    state = r.state;
  }
  const report = p.game.referee.report(state);
  const out: Record<string, unknown> = { ok: error === null };
  if (error) out.error = error;
  out.finished = report.finished;
  out.next = report.next;
  Object.assign(out, report.extra);
  out.result = report.result;
  return out;
}

/**
 * Judges one scenario or an array of them. Throws MalformedScenario (judging nothing) when any of them
 * is malformed, so that a caller never prints a partial answer.
 */
export function runReferee(input: unknown): unknown {
  if (Array.isArray(input)) {
    const parsed = input.map((s, i) => parseScenario(s, `scenario ${i}`));
    return parsed.map(judge);
  }
  return judge(parseScenario(input, 'scenario'));
}
