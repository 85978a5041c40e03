/** Elevator's published contract (core/schemas.ts): its views, moves and events as zod schemas. */
import { z } from 'zod';
import { dealScoredShape, dealStartShape, frenchOrJoker, matchOverShape, perSeat, seat, seatPart, seats, viewHeader, type GameSchemas } from '../../core/schemas.ts';

const move = z.union([
  z.strictObject({ play: z.array(frenchOrJoker).min(1).describe('a run of cards, laid in this order') }),
  z.strictObject({ pass: z.literal(true) }),
  z.strictObject({ give: frenchOrJoker.describe('the card given to the Kopile seat') }),
]);
const lift = z.enum(['up', 'down']);

const dealStart = z.object({ ...dealStartShape, opener: seat, starter: frenchOrJoker, lift, free: z.boolean(), stock: z.int() });
const play = z.object({ type: z.literal('play'), seat, cards: z.array(frenchOrJoker), lift, free: z.boolean() });
const pass = z.object({ type: z.literal('pass'), seat, drew: z.boolean() });
const kopile = z.object({ type: z.literal('kopile'), seat, drawn: z.int(), owed: z.int() });
const give = z.object({ type: z.literal('give'), seat, to: seat }).describe("a give: the card stays private to giver and receiver");
const gameOver = z.object({ type: z.literal('gameOver'), winner: seat, cardsLeft: z.array(z.int()), placements: z.array(z.int()) });

const table = {
  ...viewHeader('elevator'),
  top: frenchOrJoker.describe("the pile's top card"),
  pileSize: z.int(),
  lift,
  free: z.boolean().describe('a joker is on top: any card may be played on it'),
  stock: z.int(),
  turn: seat,
  opener: seat,
  topBy: seat.nullable(),
  givesDue: seats.describe('seats that still owe the Kopile seat a card, in order'),
  mustPlayIfAble: z.boolean(),
  obligation: z.enum(['kopile', 'pass']).nullable(),
  kopileSeat: seat.nullable(),
  winner: seat.nullable(),
  history: z.array(z.discriminatedUnion('type', [dealStart, play, pass, kopile, give, gameOver])).describe('the public history of the running game'),
  results: z.array(z.object({ winner: seat, cardsLeft: z.array(z.int()), points: perSeat })),
};

/**
 * Every event Elevator emits, as its published schema says (a type only: importing it brings no zod). The
 * engine builds them against it, and the schema test checks whole matches' events against the schema.
 */
export type ElevatorEvent = z.infer<typeof schemas.event>;

export const schemas = {
  move,
  tableView: z.object(table),
  seatView: z.object({ ...table, ...seatPart(frenchOrJoker, move), drawn: z.array(frenchOrJoker).describe('cards this seat just drew or was given') }),
  event: z.discriminatedUnion('type', [
    dealStart,
    play,
    pass,
    kopile,
    give,
    gameOver,
    z.object({
      ...dealScoredShape, winner: seat, cardsLeft: z.array(z.int()),
      kopile: perSeat.describe('how often each seat had a Kopile in this game'),
      kopileCards: perSeat.describe('the cards those Kopiles brought each seat (drawn or given)'),
    }),
    z.object(matchOverShape),
  ]),
} satisfies GameSchemas;
