/** Fünfzehnern's published contract (core/schemas.ts): its views, moves and events as zod schemas. */
import { z } from 'zod';
import { dealScoredShape, dealStartShape, frenchCard, frenchSuit, matchOverShape, perSeat, seat, seatPart, trickTakenShape, viewHeader, type GameSchemas } from '../../core/schemas.ts';

const move = z.strictObject({
  play: frenchCard,
  zwang: z.literal(true).optional().describe('leading a queen: announce zwang'),
});
const plays = z.array(z.object({ seat, card: frenchCard }));
const currentTrick = z.object({ leader: seat, plays, zwang: z.boolean() });
const completedTrick = z.object({ leader: seat, plays, zwang: z.boolean(), winner: seat });

const table = {
  ...viewHeader('fuenfzehnern'),
  trick: currentTrick,
  zwang: z.object({ seat, suit: frenchSuit }).nullable(),
  lastTrick: completedTrick.nullable(),
  bound: z.array(frenchSuit.nullable()).describe("each seat's bound suit"),
  tricksTaken: z.array(z.int()),
  cardPoints: perSeat.nullable().describe("card points in each seat's tricks: only with the beginners' aid or once the hand is over"),
  history: z.array(completedTrick).nullable(),
  lastHand: z.object({ hand: z.int(), dealer: seat, tricksTaken: z.array(z.int()), cardPoints: perSeat, score: perSeat }).nullable(),
  hardScore: z.object({ pool: z.number(), paidIn: perSeat, takenOut: perSeat, balance: perSeat }),
  beginnersAid: z.boolean(),
  minutes: z.int().min(0).describe('time limit in minutes (0 = none)'),
  lastHandOfMatch: z.boolean(),
};

/**
 * Every event Fünfzehnern emits, as its published schema says (a type only: importing it brings no zod). The
 * engine builds them against it, and the schema test checks whole matches' events against the schema.
 */
export type FuenfzehnernEvent = z.infer<typeof schemas.event>;

export const schemas = {
  move,
  tableView: z.object(table),
  seatView: z.object({ ...table, ...seatPart(frenchCard, move) }),
  event: z.discriminatedUnion('type', [
    z.object({ ...dealStartShape, leader: seat }),
    z.object({ type: z.literal('play'), seat, card: frenchCard, zwang: z.boolean() }),
    z.object(trickTakenShape),
    z.object({ type: z.literal('bound'), seat, suit: frenchSuit.nullable() }).describe("a seat's bound suit changed (null: unbound)"),
    z.object({ ...dealScoredShape, cardPoints: perSeat }),
    z.object(matchOverShape),
  ]),
} satisfies GameSchemas;
