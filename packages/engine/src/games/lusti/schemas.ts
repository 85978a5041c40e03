/** Lusti-Kartl'n's published contract (core/schemas.ts): its views, moves and events as zod schemas. */
import { z } from 'zod';
import { bavarianCard, dealScoredShape, dealStartShape, matchOverShape, perSeat, seat, seatPart, trickTakenShape, viewHeader, type GameSchemas } from '../../core/schemas.ts';

const move = z.strictObject({ play: bavarianCard });
const team = z.union([z.literal(0), z.literal(1)]);
const pair = z.tuple([z.number(), z.number()]).describe('one number per team');
const outcome = z.enum(['brand', 'win', 'stink', 'untermTisch', 'none']);
const plays = z.array(z.object({ seat, card: bavarianCard }));
const trick = z.object({ leader: seat, plays, winner: seat, points: z.int() });

const table = {
  ...viewHeader('lusti'),
  teams: z.array(z.array(seat)).describe('partners by team: [[0, 2], [1, 3]]'),
  target: z.int(),
  gamePoints: pair,
  cardPoints: pair,
  tricksTaken: pair,
  trickNumber: z.int().min(1),
  tricksInHand: z.int(),
  trick: z.object({ leader: seat, plays }),
  tricks: z.array(trick),
  lastTrick: trick.nullable(),
  scoredHands: z.array(
    z.object({ deal: z.int(), dealer: seat, cardPoints: pair, tricksTaken: pair, winner: team.nullable(), gamePoints: z.int(), brand: z.boolean(), outcome, totals: pair }),
  ),
};

/**
 * Every event Lusti-Kartl'n emits, as its published schema says (a type only: importing it brings no zod). The
 * engine builds them against it, and the schema test checks whole matches' events against the schema.
 */
export type LustiEvent = z.infer<typeof schemas.event>;

export const schemas = {
  move,
  tableView: z.object(table),
  seatView: z.object({ ...table, ...seatPart(bavarianCard, move), team, partner: seat }),
  event: z.discriminatedUnion('type', [
    z.object({ ...dealStartShape, leader: seat }),
    z.object({ type: z.literal('play'), seat, card: bavarianCard }),
    z.object({ ...trickTakenShape, team, points: z.int(), trick: z.int() }),
    z.object({ type: z.literal('brand'), seat, team, rank: z.string() }),
    z.object({
      ...dealScoredShape,
      dealer: seat,
      cardPoints: pair,
      tricksTaken: pair,
      winner: team.nullable(),
      gamePoints: z.int(),
      brand: z.boolean(),
      outcome,
      teamTotals: pair,
    }),
    z.object({ ...matchOverShape, winner: team.nullable(), gamePoints: pair }),
  ]),
} satisfies GameSchemas;
