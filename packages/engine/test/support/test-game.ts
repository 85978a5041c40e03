/**
 * "High card": the one tiny test game of every package (the engine's, the bots' and the web's registry
 * tests register it as a fake game that must show up in every derived list without any other file naming
 * it; the server's tests play it in rooms, small, fast and with a known hidden hand per seat). It follows
 * the GameDefinition conventions and emits the common events (`play`, `trickTaken`, `dealScored`,
 * `matchOver`, `dealStart`): each deal gives every seat `cards` cards; seats play one card each in turn;
 * the highest rank takes the trick (the first played wins ties), is worth a point and leads the next.
 * The match has `deals` deals.
 */
import {
  FRENCH_RANKS,
  FRENCH_SUITS,
  closeDeal,
  dealStart,
  fail,
  finishAfterThisDeal,
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

export const HIGH_CARD_ID = 'highcard';

interface Play {
  seat: number;
  card: string;
}

interface State {
  seats: number;
  cards: number;
  deals: number;
  deal: number;
  dealer: number;
  rng: RngState;
  hands: string[][];
  turn: number;
  trick: Play[];
  /** Tricks each seat took in this deal. */
  taken: number[];
  totals: number[];
  finishAfterDeal: boolean;
  over: boolean;
}

type Move = { play: string };
type SeatView = SeatViewBase & { trick: Play[] };
type TableView = ViewHeader & { trick: Play[] };

const optionDefs: OptionDef[] = [
  { id: 'deals', label: { en: 'Deals', de: 'Runden' }, kind: 'integer', min: 1, max: 5, default: 2 },
  { id: 'cards', label: { en: 'Cards', de: 'Karten' }, kind: 'integer', min: 1, max: 4, default: 2 },
];

const refuse = (code: string, message: string) => ({ ok: false as const, error: { code, message } });

const strength = (card: string): number => FRENCH_RANKS.length - FRENCH_RANKS.indexOf(rankOf(card) as (typeof FRENCH_RANKS)[number]);

function deal(state: State): State {
  const { items, rng } = shuffled(state.rng, makePack(FRENCH_RANKS, FRENCH_SUITS));
  const hands = Array.from({ length: state.seats }, (_, s) => items.slice(s * state.cards, (s + 1) * state.cards));
  return { ...state, rng, hands, trick: [], taken: Array(state.seats).fill(0), turn: (state.dealer + 1) % state.seats };
}

function header(s: State): ViewHeader {
  return {
    game: HIGH_CARD_ID,
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

const legalMoves = (s: State, seat: number): Move[] => (s.over || seat !== s.turn ? [] : s.hands[seat]!.map((play) => ({ play })));

export const highCard: GameDefinition<State, Move, SeatView, TableView> = {
  meta: {
    id: HIGH_CARD_ID,
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
  setup: (options, seats, seed) =>
    deal({
      seats,
      cards: Number(options.cards),
      deals: Number(options.deals),
      deal: 1,
      dealer: 0,
      rng: seedRng(seed),
      hands: [],
      turn: 0,
      trick: [],
      taken: [],
      totals: Array(seats).fill(0),
      finishAfterDeal: false,
      over: false,
    }),
  parseMove(raw) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('BAD_MOVE', 'a move is an object');
    const card = (raw as { play?: unknown }).play;
    if (Object.keys(raw).length !== 1 || typeof card !== 'string') return fail('BAD_MOVE', 'a move is { play: "AH" }');
    return ok({ play: card });
  },
  toAct: (s) => (s.over ? [] : [s.turn]),
  legalMoves,
  applyMove(s, seat, move) {
    if (s.over) return refuse('MATCH_OVER', 'the match is over');
    if (seat !== s.turn) return refuse('NOT_YOUR_TURN', 'not your turn');
    const hand = removeOne(s.hands[seat]!, move.play);
    if (!hand) return refuse('NOT_IN_HAND', `${move.play} is not in your hand`);
    const events: GameEvent[] = [{ type: 'play', seat, card: move.play }];
    const trick = [...s.trick, { seat, card: move.play }];
    let next: State = { ...s, hands: s.hands.map((h, i) => (i === seat ? hand : h)), trick, turn: (seat + 1) % s.seats };
    if (trick.length < s.seats) return { ok: true, state: next, events };
    const best = trick.reduce((a, b) => (strength(b.card) > strength(a.card) ? b : a));
    events.push({ type: 'trickTaken', seat: best.seat, leader: trick[0]!.seat, cards: trick.map((p) => p.card), winners: [best.seat] });
    next = { ...next, taken: next.taken.map((t, i) => (i === best.seat ? t + 1 : t)), trick: [], turn: best.seat };
    if (next.hands.some((h) => h.length > 0)) return { ok: true, state: next, events };
    const ended = next;
    const totals = ended.totals.map((t, i) => t + ended.taken[i]!);
    const state = closeDeal<State>(events, {
      deal: ended.deal,
      score: ended.taken,
      totals,
      lastDeal: ended.deal >= ended.deals,
      finishAfterDeal: ended.finishAfterDeal,
      end: () => ({ ...ended, totals, over: true }),
      next: () => {
        const dealt = deal({ ...ended, totals, deal: ended.deal + 1, dealer: (ended.dealer + 1) % ended.seats });
        return { state: dealt, start: dealStart(dealt.deal, dealt.dealer) };
      },
    });
    return { ok: true, state, events };
  },
  seatView: (s, seat) => ({ ...header(s), seat, hand: [...s.hands[seat]!], legal: legalMoves(s, seat), trick: [...s.trick] }),
  tableView: (s) => ({ ...header(s), trick: [...s.trick] }),
  dealStart: (s) => dealStart(s.deal, s.dealer),
  progress: (s) => ({ deal: s.deal, deals: s.deals }),
  isMatchOver: (s) => s.over,
  finishAfterCurrentDeal: (s) => finishAfterThisDeal(s, s.over),
  matchResult: (s) => ({ totals: [...s.totals], placements: placementsFromTotals(s.totals) }),
  ruleCodes: ['MATCH_OVER', 'NOT_YOUR_TURN', 'NOT_IN_HAND'],
  explainIllegal: (view, move) =>
    legalOrReason(view, move, (v) => (v.toAct.includes(v.seat) ? { code: 'NOT_IN_HAND', message: 'not in hand' } : { code: 'NOT_YOUR_TURN', message: 'not your turn' })),
  replay: {
    dealNote: () => null,
    closesStep: (_before, _seat, _move, events) => {
      const taken = events.find((e) => e.type === 'trickTaken');
      return taken ? { kind: 'trick', winners: [taken.seat as number], why: { en: 'The highest rank takes it', de: 'Der höchste Rang sticht' } } : null;
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
