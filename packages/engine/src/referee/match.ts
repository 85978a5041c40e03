/**
 * The referee's match scenarios (`"match": true`, docs/referee.md "Matches"): the explicit deals of a
 * whole match and every move across them. The match itself — who deals and opens each deal, how a deal
 * is scored, when the match ends, totals and placements — is the game's own engine: the game builds the
 * match with its deals taken from the scenario (`referee.match.setup`) and `applyMove` plays it, deal after deal,
 * exactly as on the platform. This file only walks the moves and writes the report.
 */
import type { GameDefinition, GameError, Seat } from '../core/game.ts';
import { MalformedScenario } from './malformed.ts';

export interface ParsedMatch {
  kind: 'match';
  where: string;
  game: GameDefinition;
  state: unknown;
  /** How many deals the scenario gives. */
  given: number;
  moves: { seat: Seat; move: Record<string, unknown> }[];
}

interface MatchFields {
  where: string;
  players: number;
  dealer: Seat;
  options: Record<string, unknown>;
  raw: Record<string, unknown>;
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Checks the match fields (`deals`; no single `deal`) and builds the match through the game. */
export function parseMatchFields(
  game: GameDefinition,
  sc: MatchFields,
  parseMoves: () => ParsedMatch['moves'],
): ParsedMatch {
  const bad = (msg: string): never => {
    throw new MalformedScenario(`${sc.where}: ${msg}`);
  };
  if (sc.raw.deal !== undefined) bad('a match scenario gives its deals in "deals", not "deal"');
  const deals = sc.raw.deals;
  if (!Array.isArray(deals)) bad('"deals" must be an array of deals');
  (deals as unknown[]).forEach((d, i) => {
    if (!isObject(d)) bad(`deal ${i + 1} must be an object`);
  });
  const support = game.referee.match;
  if (!support) bad(`${game.meta.id} has no match scenarios`);
  const setup = (support as NonNullable<typeof support>).setup({
    players: sc.players,
    dealer: sc.dealer,
    options: sc.options,
    deals: deals as Record<string, unknown>[],
    raw: sc.raw,
  });
  if (!setup.ok) bad(setup.error.message);
  const moves = parseMoves();
  return { kind: 'match', where: sc.where, game, state: (setup as { value: unknown }).value, given: (deals as unknown[]).length, moves };
}

/** The running deal's number and dealer (for the deal that is due but not given, too). */
function dealHead(game: GameDefinition, state: unknown): { deal: number; dealer: Seat } {
  return { deal: game.progress(state).deal, dealer: game.tableView(state).dealer };
}

export function judgeMatch(p: ParsedMatch): Record<string, unknown> {
  const g = p.game;
  let state = p.state;
  let error: (GameError & { index: number }) | null = null;
  let head = dealHead(g, state);
  const results: Record<string, unknown>[] = [];
  // Past the given deals the engine has dealt the next deal from its own generator; nothing of it is used.
  const ranOut = (s: unknown) => !g.isMatchOver(s) && g.progress(s).deal > p.given;
  for (let i = 0; i < p.moves.length; i++) {
    if (g.isMatchOver(state)) {
      error = { index: i, code: 'MATCH_OVER', message: 'the match is over' };
      break;
    }
    if (ranOut(state)) {
      throw new MalformedScenario(
        `${p.where}: move ${i} is beyond the given deals (deal ${head.deal} is due, but "deals" holds ${p.given})`,
      );
    }
    const { seat, move } = p.moves[i];
    const r = g.applyMove(state, seat, move);
    if (!r.ok) {
      error = { index: i, code: r.error.code, message: r.error.message };
      break;
    }
    state = r.state;
    if (g.isMatchOver(state) || g.progress(state).deal !== head.deal) {
      const outcome = g.referee.match!.dealOutcome(state);
      results.push({ deal: head.deal, dealer: head.dealer, ...outcome.result, ...outcome.scored });
      head = dealHead(g, state);
    }
  }
  const over = g.isMatchOver(state);
  const out: Record<string, unknown> = { ok: error === null };
  if (error) out.error = error;
  out.finished = over;
  out.next = over || ranOut(state) ? null : (g.toAct(state)[0] ?? null);
  out.deal = head.deal;
  out.dealer = head.dealer;
  out.results = results;
  out.totals = g.referee.match!.totals(state);
  out.placements = over ? g.matchResult(state).placements : null;
  return out;
}
