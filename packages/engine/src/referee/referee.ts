/**
 * The referee: a public conformance interface. A scenario (game, players, dealer, options, an explicit
 * deal and a list of moves) goes in; the judged deal comes out. A match scenario (`"match": true`) gives
 * the explicit deals of a whole match instead, and the match is judged across them by the game's own
 * match logic (match.ts). A rejected move is a result; a malformed scenario is refused as a whole. The
 * format is documented in docs/referee.md.
 */
import type { GameDefinition, GameError, Seat } from '../core/game.ts';
import { findGame } from '../registry.ts';
import { judgeMatch, parseMatchFields, type ParsedMatch } from './match.ts';
import { MalformedScenario } from './malformed.ts';

export { MalformedScenario } from './malformed.ts';

interface ParsedDeal {
  kind: 'deal';
  game: GameDefinition;
  state: unknown;
  moves: { seat: Seat; move: Record<string, unknown> }[];
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function parseScenario(raw: unknown, where: string): ParsedDeal | ParsedMatch {
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
  if (s.match !== undefined && typeof s.match !== 'boolean') bad('"match" must be true or false');
  const isMatch = s.match === true;
  if (!isMatch && !isObject(s.deal)) bad('"deal" must be an object');
  if (!Array.isArray(s.moves)) bad('"moves" must be an array');
  const parseMoves = () =>
    (s.moves as unknown[]).map((m, i) => {
      if (!isObject(m)) bad(`move ${i} must be an object`);
      const { seat, ...rest } = m as Record<string, unknown>;
      if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= n) {
        bad(`move ${i}: "seat" must be a seat from 0 to ${n - 1}`);
      }
      const parsed = g.parseMove(rest);
      if (!parsed.ok) bad(`move ${i}: ${parsed.error.message}`);
      return { seat: seat as number, move: (parsed as { value: Record<string, unknown> }).value };
    });
  const scenario = { players: n, dealer: dealer as number, options: options as Record<string, unknown>, raw: s };
  if (isMatch) return parseMatchFields(g, { ...scenario, where }, parseMoves);
  const setup = g.referee.setupScenario({ ...scenario, deal: s.deal as Record<string, unknown> });
  if (!setup.ok) bad(setup.error.message);
  const moves = parseMoves();
  return { kind: 'deal', game: g, state: (setup as { value: unknown }).value, moves };
}

function judgeDeal(p: ParsedDeal): Record<string, unknown> {
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

const judge = (p: ParsedDeal | ParsedMatch): Record<string, unknown> => (p.kind === 'match' ? judgeMatch(p) : judgeDeal(p));

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
