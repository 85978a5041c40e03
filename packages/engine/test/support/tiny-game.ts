/**
 * "Top card": a tiny game for the registries' tests (a fake game must show up in every derived list once
 * registered, without any other file naming it). It follows the GameDefinition conventions and emits the
 * common events: every deal gives each seat two cards, each trick goes to the highest rank (the first
 * played wins ties) and is worth a point, the taker leads the next; the match has `deals` deals.
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

export const TINY_ID = 'topcard';
const CARDS = 2;

interface State {
  seats: number;
  deals: number;
  deal: number;
  dealer: number;
  rng: RngState;
  hands: string[][];
  turn: number;
  leader: number;
  trick: string[];
  taken: number[];
  totals: number[];
  finishAfterDeal: boolean;
  over: boolean;
}

type Move = { play: string };
type SeatView = SeatViewBase & { trick: string[] };
type TableView = ViewHeader & { trick: string[] };

const optionDefs: OptionDef[] = [{ id: 'deals', label: { en: 'Deals', de: 'Runden' }, kind: 'integer', min: 1, max: 5, default: 2 }];

const strength = (card: string): number => FRENCH_RANKS.length - FRENCH_RANKS.indexOf(rankOf(card) as (typeof FRENCH_RANKS)[number]);

function deal(state: State): State {
  const { items, rng } = shuffled(state.rng, makePack(FRENCH_RANKS, FRENCH_SUITS));
  const hands = Array.from({ length: state.seats }, (_, s) => items.slice(s * CARDS, (s + 1) * CARDS));
  const first = (state.dealer + 1) % state.seats;
  return { ...state, rng, hands, trick: [], taken: Array(state.seats).fill(0), turn: first, leader: first };
}

function header(s: State): ViewHeader {
  return {
    game: TINY_ID,
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

const legalMoves = (s: State, seat: number): Move[] => (s.over || seat !== s.turn ? [] : s.hands[seat].map((play) => ({ play })));

export const tinyGame: GameDefinition<State, Move, SeatView, TableView> = {
  meta: {
    id: TINY_ID,
    name: { en: 'Top card', de: 'Oberste Karte' },
    pitch: { en: 'A test game.', de: 'Ein Testspiel.' },
    minPlayers: 2,
    maxPlayers: 4,
    minAge: 6,
    durationMinutes: 1,
    family: { en: 'Test', de: 'Test' },
    tags: [],
    pack: 'french',
  },
  optionDefs,
  resolveOptions: (raw) => resolveOptionDefs(optionDefs, raw),
  setup: (options, seats, seed) =>
    deal({
      seats, deals: Number(options.deals), deal: 1, dealer: 0, rng: seedRng(seed), hands: [], turn: 0, leader: 0, trick: [],
      taken: [], totals: Array(seats).fill(0), finishAfterDeal: false, over: false,
    }),
  parseMove(raw) {
    const card = (raw as { play?: unknown } | null)?.play;
    return typeof card === 'string' ? ok({ play: card }) : fail('BAD_MOVE', 'a move is { play: "AH" }');
  },
  toAct: (s) => (s.over ? [] : [s.turn]),
  legalMoves,
  applyMove(s, seat, move) {
    if (s.over || seat !== s.turn) return { ok: false, error: { code: 'NOT_YOUR_TURN', message: 'not your turn' } };
    const hand = removeOne(s.hands[seat], move.play);
    if (!hand) return { ok: false, error: { code: 'NOT_IN_HAND', message: `${move.play} is not in your hand` } };
    const events: GameEvent[] = [{ type: 'play', seat, card: move.play }];
    let next: State = { ...s, hands: s.hands.map((h, i) => (i === seat ? hand : h)), trick: [...s.trick, move.play], turn: (seat + 1) % s.seats };
    if (next.trick.length < s.seats) return { ok: true, state: next, events };
    let best = 0;
    next.trick.forEach((card, i) => { if (strength(card) > strength(next.trick[best])) best = i; });
    const winner = (s.leader + best) % s.seats;
    events.push({ type: 'trickTaken', seat: winner, leader: s.leader, cards: next.trick.slice(), winners: [winner] });
    next = { ...next, taken: next.taken.map((t, i) => (i === winner ? t + 1 : t)), trick: [], turn: winner, leader: winner };
    if (next.hands.some((h) => h.length > 0)) return { ok: true, state: next, events };
    const ended = next;
    const totals = ended.totals.map((t, i) => t + ended.taken[i]);
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
  seatView: (s, seat) => ({ ...header(s), seat, hand: [...s.hands[seat]], legal: legalMoves(s, seat), trick: [...s.trick] }),
  tableView: (s) => ({ ...header(s), trick: [...s.trick] }),
  dealStart: (s) => dealStart(s.deal, s.dealer),
  progress: (s) => ({ deal: s.deal, deals: s.deals }),
  isMatchOver: (s) => s.over,
  finishAfterCurrentDeal: (s) => finishAfterThisDeal(s, s.over),
  matchResult: (s) => ({ totals: [...s.totals], placements: placementsFromTotals(s.totals) }),
  ruleCodes: ['NOT_YOUR_TURN', 'NOT_IN_HAND'],
  explainIllegal: (view, move) =>
    legalOrReason(view, move, (v) => (v.toAct.includes(v.seat) ? { code: 'NOT_IN_HAND', message: 'not in hand' } : { code: 'NOT_YOUR_TURN', message: 'not your turn' })),
  replay: {
    dealNote: () => null,
    closesStep: (_before, _seat, _move, events) => {
      const taken = events.find((e) => e.type === 'trickTaken');
      return taken ? { kind: 'trick', winners: [taken.seat as number], why: { en: 'The highest card takes it', de: 'Die höchste Karte sticht' } } : null;
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
    const start = (): State => tinyGame.setup({ deals: 1 }, 2, 'lesson');
    const moves: LessonMove[] = [];
    for (let s = start(); !s.over; ) {
      const seat = s.turn;
      const move = { play: s.hands[seat]![0]! };
      moves.push({ seat, move });
      const r = tinyGame.applyMove(s, seat, move);
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
