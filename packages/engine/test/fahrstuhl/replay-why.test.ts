/**
 * Fahrstuhl's replay line (issue 18, part 1): each case is a sentence of docs/rules/fahrstuhl.md,
 * section "Who takes the trick", or of section "Calls" (shared or not).
 */
import { describe, expect, it } from 'vitest';
import { fahrstuhl } from '../../src/games/fahrstuhl/index.ts';
import { callsWhy, trickWhy } from '../../src/games/fahrstuhl/replay.ts';
import { suitIndex } from '../../src/games/fahrstuhl/cards.ts';

const clubs = suitIndex('C');

describe('Fahrstuhl: why a trick went where it went', () => {
  it('rule Who takes the trick: any trump beats any non-trump', () => {
    expect(trickWhy(['AH', '7C', 'AD'], clubs, false).en).toBe('Trump ♣ beats every card that is not trump');
    expect(trickWhy(['AH', '7C', 'AD'], clubs, false).de).toBe('Trumpf ♣ sticht jede Karte, die nicht Trumpf ist');
  });
  it('rule Who takes the trick: between trumps the rank decides', () => {
    expect(trickWhy(['7C', 'AC', 'AH'], clubs, false).en).toBe('The highest trump (♣) takes the trick');
  });
  it('rule Who takes the trick: at the same rank red beats black', () => {
    expect(trickWhy(['AS', 'AH', 'KD'], clubs, false)).toEqual({ en: 'Red beats black at the same rank', de: 'Bei gleichem Rang sticht Rot Schwarz' });
  });
  it('rule Who takes the trick: without trump the strength class decides, the suit led gives no advantage', () => {
    expect(trickWhy(['KH', 'AS', 'QD'], clubs, false).en).toBe('No trump (♣) played: the highest rank takes it, whatever was led');
  });
  it('rule Who takes the trick: equal cards on top — the first one (not shared) or each of them (shared)', () => {
    expect(trickWhy(['AH', 'AD', 'KS'], clubs, false).en).toBe('Equal cards on top: the first one played takes the trick');
    expect(trickWhy(['AH', 'AD', 'KS'], clubs, true).en).toBe('Equal cards on top in a shared round: each of them takes a trick');
    expect(trickWhy(['AC', 'AC', 'KS'], clubs, true).de).toBe('Gleich starke Karten oben in geteilter Runde: jede bekommt einen Stich');
  });
  it('rule Calls: shared when the calls add up to fewer than the tricks', () => {
    expect(callsWhy(5, 7).en).toContain('shared round');
    expect(callsWhy(7, 7).en).toContain('not shared');
    expect(callsWhy(9, 7).de).toContain('nicht geteilt');
  });
  it('the last call closes the calls step, the last card of a trick closes the trick step', () => {
    const options = fahrstuhl.resolveOptions({ mode: 'single', cards: 2 }, 3);
    if (!options.ok) throw new Error(options.error.message);
    let state = fahrstuhl.setup(options.value, 3, 'why', 2);
    const notes: (string | null)[] = [];
    for (let i = 0; i < 9 && !fahrstuhl.isMatchOver(state); i++) {
      const seat = fahrstuhl.toAct(state)[0];
      const move = fahrstuhl.legalMoves(state, seat)[0];
      const applied = fahrstuhl.applyMove(state, seat, move);
      if (!applied.ok) throw new Error(applied.error.code);
      notes.push(fahrstuhl.replay.closesStep(state, seat, move, applied.events)?.kind ?? null);
      state = applied.state;
    }
    expect(notes).toEqual([null, null, 'calls', null, null, 'trick', null, null, 'trick']);
  });
});
