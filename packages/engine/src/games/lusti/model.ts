/**
 * The one model of a Lusti-Kartl'n hand: compact and mutable (like OpenSpiel's state or chessops'
 * Position). Hands are 32-bit card masks (card index = suit × 8 + rank, pack.ts), moves are card
 * indices, teams are `seat & 1`. It is the only place where a card is played, a trick ends, a brand
 * ends the hand and the hand is scored into the match's game points: `applyMove` loads the JSON state
 * into a model and plays the move on it (moves.ts), the engine benchmark plays hands on one model
 * (benchmark.ts) and the bots' search plays its determinizations on it. The rule decisions themselves
 * are the rule functions: `trickWinnerPosition`, `trickPoints` (trick.ts), `isBrand` (brand.ts) and
 * `scoreHand` (scoring.ts).
 *
 * Nothing on the play path allocates but the hand's scoring at its end (one small object).
 */
import * as bits from '../../core/bits.ts';
import { isBrand } from './brand.ts';
import { cardIndex, CARDS_PER_HAND, LUSTI_PACK, SEATS } from './pack.ts';
import type { CardCode } from '../../core/cards.ts';
import { scoreHand, type HandOutcome } from './scoring.ts';
import type { LustiState } from './state.ts';
import { trickPoints, trickWinnerPosition } from './trick.ts';

/** The four cards of rank r: bits r, r + 8, r + 16, r + 24. */
export const RANK_MASK = (r: number): number => 0x01010101 << r;
/** The counting cards, Sau (rank 0) and ten (rank 4): 10 points each. */
export const COUNTING = RANK_MASK(0) | RANK_MASK(4);

// A local binding for the hot path (see fuenfzehnern/model.ts: loaders turn imported names into getters).
const lowestBit = bits.lowestBit;

/** The mask of some card codes (each one of the 32). */
export function maskOf(cards: readonly CardCode[]): number {
  let m = 0;
  for (let i = 0; i < cards.length; i++) m |= 1 << cardIndex(cards[i]);
  return m;
}

/** The codes of a mask in index order, which is the display order (suit, then rank) of `sortHand`. */
export function codesOf(mask: number): CardCode[] {
  const out: CardCode[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(LUSTI_PACK[lowestBit(m)]);
  return out;
}

export class LustiModel {
  /** Each seat's cards. */
  readonly hands = new Int32Array(SEATS);
  /**
   * The trick's cards and their ranks in play order, from the leader on. After a trick ends they still
   * hold its four cards (`trickLen` is back to 0) until the next card is played.
   */
  readonly trick = new Int32Array(SEATS);
  readonly ranks = new Int32Array(SEATS);
  trickLen = 0;
  leader = 0;
  /** The seat to play; after the hand's end, the seat that took its last trick. */
  turn = 0;
  /** Every card played this hand, the trick on the table included (public). */
  played = 0;
  /** This hand's card points and tricks per team. */
  readonly cardPoints = new Int32Array(2);
  readonly tricksTaken = new Int32Array(2);
  /** Tricks in the hand (8, fewer in a referee deal; the last one counts 10 more) and tricks still to finish. */
  cardsPerHand = CARDS_PER_HAND;
  tricksLeft = CARDS_PER_HAND;
  /** Card points the last finished trick carried. */
  lastTrickPoints = 0;
  /** The hand is over (played out or by a brand). */
  over = false;
  /** The team that took a brand this hand, -1 if none. */
  brandTeam = -1;
  /** Once the hand is over: the team that won it (-1: nobody), its game points and how (rules 5–6). */
  handWinner = -1;
  handGamePoints = 0;
  handOutcome: HandOutcome = 'none';
  /** Match game points (Striche) per team, the hands scored so far included. */
  readonly gamePoints = new Int32Array(2);

  /** Copies every field of `o` (element by element: cheaper than `set` for arrays this short). */
  copyFrom(o: LustiModel): void {
    const h = this.hands, t = this.trick, r = this.ranks;
    for (let i = 0; i < SEATS; i++) {
      h[i] = o.hands[i];
      t[i] = o.trick[i];
      r[i] = o.ranks[i];
    }
    this.trickLen = o.trickLen;
    this.leader = o.leader;
    this.turn = o.turn;
    this.played = o.played;
    this.cardPoints[0] = o.cardPoints[0];
    this.cardPoints[1] = o.cardPoints[1];
    this.tricksTaken[0] = o.tricksTaken[0];
    this.tricksTaken[1] = o.tricksTaken[1];
    this.cardsPerHand = o.cardsPerHand;
    this.tricksLeft = o.tricksLeft;
    this.lastTrickPoints = o.lastTrickPoints;
    this.over = o.over;
    this.brandTeam = o.brandTeam;
    this.handWinner = o.handWinner;
    this.handGamePoints = o.handGamePoints;
    this.handOutcome = o.handOutcome;
    this.gamePoints[0] = o.gamePoints[0];
    this.gamePoints[1] = o.gamePoints[1];
  }

  /**
   * Starts a hand on the cards already in `hands` (`cardsPerHand` each): the seat after the dealer leads
   * (rule 2.2). The match's game points stay.
   */
  startHand(dealer: number, cardsPerHand: number): void {
    this.trickLen = 0;
    this.leader = this.turn = (dealer + 1) & 3;
    this.played = 0;
    this.cardPoints[0] = this.cardPoints[1] = 0;
    this.tricksTaken[0] = this.tricksTaken[1] = 0;
    this.cardsPerHand = this.tricksLeft = cardsPerHand;
    this.lastTrickPoints = 0;
    this.over = false;
    this.brandTeam = -1;
    this.handWinner = -1;
    this.handGamePoints = 0;
    this.handOutcome = 'none';
  }

  /** Seat currently taking the trick on the table (the last card of the led rank), -1 for an empty trick. */
  trickWinner(): number {
    if (this.trickLen === 0) return -1;
    return (this.leader + trickWinnerPosition(this.ranks, this.trickLen)) & 3;
  }

  /** Any card in hand may be played (rule 3.1): writes them into `out` in index order, returns how many. */
  legalMoves(out: Int32Array): number {
    if (this.over) return 0;
    let n = 0;
    for (let m = this.hands[this.turn]; m !== 0; m &= m - 1) out[n++] = lowestBit(m);
    return n;
  }

  /** Plays card index `card` from the hand of the seat to play (judged legal first). */
  play(card: number): void {
    const seat = this.turn;
    this.hands[seat] &= ~(1 << card);
    this.played |= 1 << card;
    this.trick[this.trickLen] = card;
    this.ranks[this.trickLen] = card & 7;
    if (++this.trickLen < SEATS) {
      this.turn = (seat + 1) & 3;
      return;
    }
    this.endTrick();
  }

  /** Rules 3–5 on a full trick: who takes it, its points, a brand; then the next lead or the hand's end. */
  private endTrick(): void {
    const winner = (this.leader + trickWinnerPosition(this.ranks, SEATS)) & 3;
    const team = winner & 1;
    const last = this.tricksLeft === 1;
    const points = trickPoints(this.trick, SEATS, last);
    this.lastTrickPoints = points;
    this.cardPoints[team] += points;
    this.tricksTaken[team]++;
    this.trickLen = 0;
    this.leader = this.turn = winner;
    this.tricksLeft--;
    if (isBrand(this.ranks, SEATS)) {
      this.brandTeam = team;
      this.endHand();
    } else if (last) this.endHand();
  }

  /** Scores the hand (rules 5–6) into the match's game points. */
  private endHand(): void {
    this.over = true;
    const s = scoreHand(this.cardPoints, this.tricksTaken, this.brandTeam);
    this.handOutcome = s.outcome;
    this.handGamePoints = s.gamePoints;
    this.handWinner = s.winner === null ? -1 : s.winner;
    if (s.winner !== null) this.gamePoints[s.winner] += s.gamePoints;
  }

  /** The hand's game points for `team`: positive when it won them, negative when the others did, 0 before the end. */
  gamePointsFor(team: number): number {
    if (this.handWinner < 0) return 0;
    return this.handWinner === team ? this.handGamePoints : -this.handGamePoints;
  }

  /**
   * Loads the public part of a hand, the same in the state and in every view: the trick on the table,
   * the finished tricks, each team's card points and tricks. Hands are left empty; the seat after the
   * trick's last card is to play.
   */
  loadPublic(table: Pick<LustiState, 'trick' | 'tricks' | 'cardPoints' | 'tricksTaken'>, cardsPerHand: number): this {
    this.hands.fill(0);
    let played = 0;
    const tricks = table.tricks;
    for (let t = 0; t < tricks.length; t++) {
      const done = tricks[t].plays;
      for (let i = 0; i < done.length; i++) played |= 1 << cardIndex(done[i].card);
    }
    const plays = table.trick.plays;
    for (let i = 0; i < plays.length; i++) {
      const c = cardIndex(plays[i].card);
      this.trick[i] = c;
      this.ranks[i] = c & 7;
      played |= 1 << c;
    }
    this.trickLen = plays.length;
    this.played = played;
    this.leader = table.trick.leader;
    this.turn = (this.leader + plays.length) & 3;
    this.cardPoints[0] = table.cardPoints[0];
    this.cardPoints[1] = table.cardPoints[1];
    this.tricksTaken[0] = table.tricksTaken[0];
    this.tricksTaken[1] = table.tricksTaken[1];
    this.cardsPerHand = cardsPerHand;
    this.tricksLeft = cardsPerHand - table.tricks.length;
    // No read at index -1 before the first trick (the bots' view guard refuses reads the view lacks).
    const lastTrick = table.tricks.length > 0 ? table.tricks[table.tricks.length - 1] : undefined;
    this.lastTrickPoints = lastTrick ? lastTrick.points : 0;
    this.over = false;
    this.brandTeam = this.handWinner = -1;
    this.handGamePoints = 0;
    this.handOutcome = 'none';
    this.gamePoints[0] = this.gamePoints[1] = 0;
    return this;
  }

  /**
   * Loads a JSON state: the hand being played, every hand, the match's game points (a finished match
   * keeps its last hand's scoring). `applyMove` plays on it.
   */
  load(state: LustiState): this {
    this.loadPublic(state, state.cardsPerHand);
    for (let s = 0; s < SEATS; s++) this.hands[s] = maskOf(state.hands[s]);
    this.turn = state.turn ?? state.trick.leader;
    this.gamePoints[0] = state.gamePoints[0];
    this.gamePoints[1] = state.gamePoints[1];
    if (!state.matchOver) return this;
    const scored = state.scoredHands[state.scoredHands.length - 1];
    this.over = true;
    if (scored) {
      this.brandTeam = scored.brand && scored.winner !== null ? scored.winner : -1;
      this.handWinner = scored.winner ?? -1;
      this.handGamePoints = scored.gamePoints;
      this.handOutcome = scored.outcome;
    }
    return this;
  }
}
