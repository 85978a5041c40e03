/** Fahrstuhl's published contract (core/schemas.ts): its views, moves and events as zod schemas. */
import { z } from 'zod';
import { dealScoredShape, dealStartShape, frenchCard, matchOverShape, perSeat, seat, seatPart, seats, trickTakenShape, viewHeader, type GameSchemas } from '../../core/schemas.ts';

const move = z.union([
  z.strictObject({ call: z.int().min(0).describe('the number of tricks this seat says it will take') }),
  z.strictObject({ play: frenchCard }),
]);

const trip = z.enum(['outbound', 'return']);
const trick = z.object({ leader: seat, plays: z.array(z.object({ seat, card: frenchCard })), winners: seats.describe('credited seats in play order; empty for the trick being played') });
const dealSummary = z.object({ deal: z.int().min(1), cards: z.int(), trip, calls: z.array(z.int()), taken: z.array(z.int()), shared: z.boolean(), score: perSeat });

const table = {
  ...viewHeader('fahrstuhl'),
  phase: z.enum(['calling', 'playing', 'over']),
  mode: z.enum(['hourglass', 'up', 'single', 'scenario']),
  bonus: z.number(),
  cards: z.int().min(1).describe('cards per seat this deal (= tricks this deal)'),
  floors: z.array(z.int()).describe('the round list ("floors")'),
  floor: z.int().min(0).describe('index of the running round in floors'),
  trips: z.array(trip),
  trip,
  perTrick: z.number(),
  trump: frenchCard.describe('the turned-up card: its suit is trump for this deal'),
  trumpSuit: z.enum(['S', 'H', 'D', 'C']),
  lowest: z
    .object({ index: z.int(), rank: z.string(), colour: z.enum(['red', 'black']), codes: z.array(frenchCard), label: z.string() })
    .describe('the lowest strength class in the match deck ("black 9")'),
  calls: z.array(z.int().nullable()).describe('each seat’s call, null while not made'),
  callSum: z.int(),
  shared: z.boolean().nullable().describe('null while calling; then whether the round is shared (sum of calls < tricks)'),
  taken: z.array(z.int()),
  leader: seat,
  trick: trick.describe('the trick being played (may be empty)'),
  tricks: z.array(trick).describe("the deal's finished tricks"),
  lastTrick: trick.nullable(),
  lastDeal: dealSummary.nullable(),
  finishAfterDeal: z.boolean(),
};

const event = z.discriminatedUnion('type', [
  z.object({ type: z.literal('call'), seat, call: z.int() }),
  z.object({ type: z.literal('callsDone'), shared: z.boolean(), sum: z.int(), tricks: z.int() }),
  z.object({ type: z.literal('play'), seat, card: frenchCard }),
  z.object({ ...trickTakenShape, next: seat.describe('the seat that leads next') }),
  z.object({
    ...dealScoredShape, trip, calls: z.array(z.int()), taken: z.array(z.int()), shared: z.boolean(),
    perTrick: z.int().describe('points per trick in this round (10 outbound, 20 on the return trip)'),
    bonus: z.int().describe('the bonus for an exact call'),
  }),
  z.object({ ...dealStartShape, seat, deals: z.int(), cards: z.int(), trip, trump: frenchCard, lowest: z.string() }),
  z.object(matchOverShape),
]);

/**
 * Every event Fahrstuhl emits, as its published schema says (a type only: importing it brings no zod). The
 * engine builds them against it, and the schema test checks whole matches' events against the schema.
 */
export type FahrstuhlEvent = z.infer<typeof event>;

export const schemas = {
  move,
  tableView: z.object(table),
  seatView: z.object({ ...table, ...seatPart(frenchCard, move) }),
  event,
} satisfies GameSchemas;
