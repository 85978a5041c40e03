/**
 * The typed definitions of what a game sends out, as zod schemas: the header every view shares, the
 * common events (core/game.ts) and card codes. Each game builds its own view, move and event schemas
 * from these in its own folder (games/<id>/schemas.ts, export `schemas`; entry point
 * `@kitchen-table/engine/<id>/schemas`, kept out of GameDefinition so the web app carries no zod);
 * `npm run protocol:docs` writes them as JSON
 * Schemas (docs/schemas/<game>.*.json) and a test checks every payload of whole matches against them.
 * Objects are closed (no field beyond those listed), so a field added to a view without its schema fails
 * that test instead of reaching clients undocumented.
 */
import { z } from 'zod';
import { BAVARIAN_RANKS, BAVARIAN_SUITS, FRENCH_RANKS, FRENCH_SUITS, JOKERS, makePack } from './cards.ts';

/** A game's published contract: its seat and table views, its move and its events (one union). */
export interface GameSchemas {
  seatView: z.ZodType;
  tableView: z.ZodType;
  move: z.ZodType;
  event: z.ZodType;
}

export const seat = z.int().min(0).max(15).describe('a seat index, 0-based');
export const seats = z.array(seat);
export const perSeat = z.array(z.number()).describe('one number per seat, in seat order');

export const frenchCard = z.enum(makePack(FRENCH_RANKS, FRENCH_SUITS)).describe('a French card: rank (A K Q J 10 … 2) then suit (S H D C)');
export const frenchOrJoker = z.enum(makePack(FRENCH_RANKS, FRENCH_SUITS, JOKERS)).describe('a French card or a joker (RJ, BJ)');
export const bavarianCard = z.enum(makePack(BAVARIAN_RANKS, BAVARIAN_SUITS)).describe('a Bavarian card: rank (A K O U 10 9 8 7) then suit (E G H S)');
export const frenchSuit = z.enum(FRENCH_SUITS);

/** The header of every view (core/game.ts ViewHeader), for a game id. */
export function viewHeader(game: string) {
  return {
    game: z.literal(game),
    seats: z.int().min(1),
    dealer: seat,
    toAct: seats.describe('seats whose move is due now (empty once the match is over)'),
    handSizes: z.array(z.int().min(0)),
    deal: z.int().min(1).describe('1-based number of the deal being played'),
    deals: z.int().min(1).nullable().describe('deals in the match, null when open-ended'),
    totals: perSeat.describe('running match totals per seat'),
    matchOver: z.boolean(),
  };
}

/** The seat-only part of every seat view (core/game.ts SeatViewBase), with the game's move schema. */
export function seatPart(card: z.ZodType, move: z.ZodType) {
  return {
    seat,
    hand: z.array(card).describe("this seat's cards (empty once the match is over)"),
    legal: z.array(move).describe('every legal move for this seat now (empty when it is not its turn)'),
  };
}

/** The common events' fields (core/game.ts); games extend them with their own. */
export const trickTakenShape = {
  type: z.literal('trickTaken'),
  seat: seat.describe('the first seat credited with the trick'),
  leader: seat,
  cards: z.array(z.string()).describe("the trick's cards in play order, from the leader on"),
  winners: seats.describe('every seat credited with the trick'),
};
export const dealStartShape = { type: z.literal('dealStart'), deal: z.int().min(1), dealer: seat };
export const dealScoredShape = {
  type: z.literal('dealScored'),
  deal: z.int().min(1),
  score: perSeat.describe('match points this deal gave, per seat'),
  totals: perSeat.describe('running match totals per seat after it'),
};
export const matchOverShape = { type: z.literal('matchOver'), totals: perSeat, placements: z.array(z.int().min(1)) };
