/**
 * What the replay board shows at one position (issue 18, part 1), computed from the replay's deal alone,
 * so the TV in a room and the `/replay/<id>` page draw the same frame. Game-agnostic: the moves' shapes
 * are the engine's common ones (core/game.ts: `play` a card or a run, `call`, `pass`, `give`, `zwang`).
 */
import { creditedSoFar, type CardCode, type LocalText, type ReplayDeal, type ReplayStep } from '@kitchen-table/engine';

/** One thing a seat did in the step, as the board writes it. */
export type FramePlay =
  | { kind: 'cards'; cards: CardCode[]; zwang: boolean }
  | { kind: 'call'; n: number }
  | { kind: 'pass'; count: number }
  | { kind: 'give'; card: CardCode | null; count: number };

export interface SeatFrame {
  seat: number;
  /** The hand before the step (as dealt at step 0), face up. */
  hand: CardCode[];
  /** Cards of `hand` this step plays (marked on the hand). */
  playing: CardCode[];
  plays: FramePlay[];
  winner: boolean;
  /** Steps credited so far in this deal, including this one (tricks taken; runs laid in a shedding game). */
  credited: number;
  /** In a trick: the place of this seat's card in it (1 = led), or null. */
  order: number | null;
  /** What `credited` counts: tricks, or runs laid. */
  creditKind: 'trick' | 'play';
  /** The seat's call this deal, once the calls are in (games that call). */
  called: number | null;
  /** Shown at the deal's last step: its score and the total after it. */
  score: number | null;
  total: number | null;
}

export interface Frame {
  step: ReplayStep | null;
  /** 1-based number among the steps of its kind (trick 3), and how many of that kind the deal has. */
  ordinal: number;
  ofKind: number;
  seats: SeatFrame[];
  why: LocalText | null;
  last: boolean;
}

const cardsOf = (v: unknown): CardCode[] => (typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string') : []);

export function framePlay(move: Record<string, unknown>): FramePlay {
  if ('call' in move && typeof move.call === 'number') return { kind: 'call', n: move.call };
  if ('pass' in move) return { kind: 'pass', count: 1 };
  if ('give' in move) return { kind: 'give', card: typeof move.give === 'string' ? move.give : null, count: 1 };
  return { kind: 'cards', cards: cardsOf(move.play), zwang: move.zwang === true };
}

/**
 * A seat's plays as the board writes them: cards as they came, passes and gives counted into one entry
 * each (an Elevator step can hold a dozen passes and Kopile gives before the run that ends it).
 */
export function groupPlays(plays: readonly FramePlay[]): FramePlay[] {
  const out: FramePlay[] = [];
  for (const p of plays) {
    const same = p.kind === 'pass' || p.kind === 'give' ? out.find((o) => o.kind === p.kind) : undefined;
    if (same && (same.kind === 'pass' || same.kind === 'give')) same.count++;
    else out.push(p.kind === 'pass' || p.kind === 'give' ? { ...p } : p);
  }
  return out;
}

export function replayFrame(deal: ReplayDeal, stepNo: number, seats: number): Frame {
  const step = stepNo > 0 ? deal.steps[stepNo - 1] ?? null : null;
  const hands = step ? step.hands : deal.hands;
  const credited = creditedSoFar(deal, stepNo, seats);
  const calls = Array<number | null>(seats).fill(null);
  for (const s of deal.steps.slice(0, stepNo)) for (const p of s.plays) if (typeof p.move.call === 'number') calls[p.seat] = p.move.call;
  const last = stepNo === deal.steps.length && deal.steps.length > 0;
  const ofKind = step ? deal.steps.filter((s) => s.kind === step.kind).length : 0;
  const ordinal = step ? deal.steps.slice(0, stepNo).filter((s) => s.kind === step.kind).length : 0;
  return {
    step,
    ordinal,
    ofKind,
    why: step ? step.why : null,
    last,
    seats: Array.from({ length: seats }, (_, seat) => {
      const mine = step ? step.plays.filter((p) => p.seat === seat) : [];
      const played = mine.map((p) => framePlay(p.move));
      return {
        seat,
        hand: hands[seat] ?? [],
        playing: played.flatMap((p) => (p.kind === 'cards' ? p.cards : p.kind === 'give' && p.card ? [p.card] : [])),
        plays: groupPlays(played),
        winner: step ? step.winners.includes(seat) : false,
        credited: credited[seat],
        order: step?.kind === 'trick' && mine.length > 0 ? step.plays.indexOf(mine[0]) + 1 : null,
        creditKind: deal.steps.some((s) => s.kind === 'trick') ? 'trick' : 'play',
        called: calls[seat],
        score: last && deal.score ? deal.score[seat] : null,
        total: last && deal.totals ? deal.totals[seat] : null,
      };
    }),
  };
}
