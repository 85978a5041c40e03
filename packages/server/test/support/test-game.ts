/**
 * "High card": a tiny game that follows the GameDefinition conventions, for the server's own tests
 * (small, fast, and with a known hidden hand per seat). Each deal gives every seat `cards` cards; seats
 * play one card each in turn; the highest rank takes the trick (the first played wins ties) and leads
 * the next; each trick is a point. The match has `deals` deals.
 */
import {
  FRENCH_RANKS,
  FRENCH_SUITS,
  dealStart,
  fail,
  legalOrReason,
  makePack,
  ok,
  placementsFromTotals,
  rankOf,
  removeOne,
  resolveOptionDefs,
  seedRng,
  shuffled,
  type GameDefinition,
  type GameEvent,
  type GameLesson,
  type LessonMove,
  type OptionDef,
  type RngState,
  type SeatViewBase,
  type ViewHeader,
} from '@kitchen-table/engine';

interface State {
  seats: number;
  cards: number;
  deals: number;
  deal: number;
  dealer: number;
  rng: RngState;
  hands: string[][];
  turn: number;
  trick: { seat: number; card: string }[];
  totals: number[];
  finishing: boolean;
  over: boolean;
}

type Move = { play: string };

const optionDefs: OptionDef[] = [
  { id: 'deals', label: { en: 'Deals', de: 'Runden' }, kind: 'integer', min: 1, max: 5, default: 2 },
  { id: 'cards', label: { en: 'Cards', de: 'Karten' }, kind: 'integer', min: 1, max: 4, default: 2 },
];

const refuse = (code: string, message: string) => ({ ok: false as const, error: { code, message } });

const strength = (card: string): number => FRENCH_RANKS.length - FRENCH_RANKS.indexOf(rankOf(card) as (typeof FRENCH_RANKS)[number]);

function dealHands(state: State): State {
  const { items, rng } = shuffled(state.rng, makePack(FRENCH_RANKS, FRENCH_SUITS));
  const hands = Array.from({ length: state.seats }, (_, s) => items.slice(s * state.cards, (s + 1) * state.cards));
  return { ...state, rng, hands, trick: [], turn: (state.dealer + 1) % state.seats };
}

function header(s: State): ViewHeader {
  return {
    game: 'highcard',
    seats: s.seats,
    dealer: s.dealer,
    toAct: s.over ? [] : [s.turn],
    handSizes: s.hands.map((h) => h.length),
    deal: s.deal,
    deals: s.deals,
    totals: [...s.totals],
    matchOver: s.over,
  };
}

export const highCard: GameDefinition<State, Move, SeatViewBase & { trick: State['trick'] }, ViewHeader & { trick: State['trick'] }> = {
  meta: {
    id: 'highcard',
    name: { en: 'High card', de: 'Hohe Karte' },
    pitch: { en: 'A test game.', de: 'Ein Testspiel.' },
    minPlayers: 2,
    maxPlayers: 6,
    minAge: 6,
    durationMinutes: 1,
    family: { en: 'Test', de: 'Test' },
    tags: [],
    pack: 'french',
    // Its matches are a few cards long; the tests of the ranking's real-match rule set their own.
    rankedMovesPerSeat: 1,
  },
  optionDefs,
  resolveOptions: (raw) => resolveOptionDefs(optionDefs, raw),
  setup(options, seats, seed) {
    const base: State = {
      seats,
      cards: Number(options.cards),
      deals: Number(options.deals),
      deal: 1,
      dealer: 0,
      rng: seedRng(seed),
      hands: [],
      turn: 0,
      trick: [],
      totals: Array(seats).fill(0),
      finishing: false,
      over: false,
    };
    return dealHands(base);
  },
  parseMove(raw) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('BAD_MOVE', 'a move is an object');
    const keys = Object.keys(raw);
    const card = (raw as { play?: unknown }).play;
    if (keys.length !== 1 || typeof card !== 'string') return fail('BAD_MOVE', 'a move is { play: "AH" }');
    return ok({ play: card });
  },
  toAct: (s) => (s.over ? [] : [s.turn]),
  legalMoves: (s, seat) => (s.over || seat !== s.turn ? [] : s.hands[seat].map((play) => ({ play }))),
  applyMove(s, seat, move) {
    if (s.over) return refuse('MATCH_OVER', 'the match is over');
    if (seat !== s.turn) return refuse('NOT_YOUR_TURN', 'not your turn');
    const hand = removeOne(s.hands[seat], move.play);
    if (!hand) return refuse('NOT_IN_HAND', `${move.play} is not in your hand`);
    const events: GameEvent[] = [{ type: 'play', seat, card: move.play }];
    let next: State = { ...s, hands: s.hands.map((h, i) => (i === seat ? hand : h)), trick: [...s.trick, { seat, card: move.play }], turn: (seat + 1) % s.seats };
    if (next.trick.length === s.seats) {
      const best = next.trick.reduce((a, b) => (strength(b.card) > strength(a.card) ? b : a));
      next = { ...next, totals: next.totals.map((t, i) => (i === best.seat ? t + 1 : t)), trick: [], turn: best.seat };
      events.push({ type: 'trick', seat: best.seat });
      if (next.hands.every((h) => h.length === 0)) {
        events.push({ type: 'dealEnd', deal: next.deal });
        if (next.deal >= next.deals || next.finishing) {
          next = { ...next, over: true };
          events.push({ type: 'matchEnd' });
        } else {
          next = dealHands({ ...next, deal: next.deal + 1, dealer: (next.dealer + 1) % next.seats });
        }
      }
    }
    return { ok: true, state: next, events };
  },
  seatView: (s, seat) => ({ ...header(s), seat, hand: [...s.hands[seat]], legal: highCard.legalMoves(s, seat), trick: [...s.trick] }),
  tableView: (s) => ({ ...header(s), trick: [...s.trick] }),
  dealStart: (s) => dealStart(s.deal, s.dealer),
  progress: (s) => ({ deal: s.deal, deals: s.deals }),
  isMatchOver: (s) => s.over,
  finishAfterCurrentDeal: (s) => ({ ...s, finishing: true }),
  matchResult: (s) => ({ totals: [...s.totals], placements: placementsFromTotals(s.totals) }),
  ruleCodes: ['NOT_YOUR_TURN', 'NOT_IN_HAND', 'DEAL_OVER'],
  explainIllegal: (view, move) =>
    legalOrReason(view, move, (v) =>
      v.toAct.includes(v.seat) ? { code: 'NOT_IN_HAND', message: 'not in hand' } : { code: 'NOT_YOUR_TURN', message: 'not your turn' },
    ),
  replay: {
    dealNote: () => null,
    closesStep: (_before, _seat, _move, events) => {
      const trick = events.find((e) => e.type === 'trick');
      return trick ? { kind: 'trick', winners: [trick.seat as number], why: { en: 'The highest rank takes it', de: 'Der höchste Rang sticht' } } : null;
    },
  },
  // Its one measure: moves played per seat (the statistics' plumbing, core/stats.ts).
  stats: {
    measures: [{ id: 'moves', label: { en: 'Moves', de: 'Züge' }, combine: 'sum', award: { en: 'Most moves', de: 'Die meisten Züge' } }],
    measure: ({ seats, steps }) => {
      const out = Array.from({ length: seats }, () => ({ moves: 0 }));
      for (const step of steps) out[step.seat]!.moves++;
      return out;
    },
  },
  referee: {
    setupScenario: () => fail('BAD_SCENARIO', 'the test game has no referee support'),
    report: () => ({ finished: false, next: null, extra: {}, result: null }),
  },
  // A learning deal of one deal from a fixed seed: every seat plays the first card it holds.
  get lesson(): GameLesson<State> {
    const start = (): State => highCard.setup({ deals: 1, cards: 2 }, 2, 'lesson');
    const moves: LessonMove[] = [];
    for (let s = start(); !s.over; ) {
      const seat = s.turn;
      const move = { play: s.hands[seat]![0]! };
      moves.push({ seat, move });
      const r = highCard.applyMove(s, seat, move);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    const text = { en: 'Play the highlighted card.', de: 'Spiel die markierte Karte.' };
    return {
      players: 2,
      start,
      rules: [{ id: 'play', name: { en: 'Play a card', de: 'Spiel eine Karte' } }],
      steps: moves.map((m, i) => ({ id: `move-${i + 1}`, say: text, rules: ['play'], moves: [m], why: text })),
    };
  },
};
