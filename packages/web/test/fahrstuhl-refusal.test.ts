/**
 * Fahrstuhl on the phone: a refused tap is explained with the engine's own code, read from the seat's
 * view (`fahrstuhl.explainIllegal`), and every rule code of the game has an English and a German
 * sentence whose placeholders the phone fills.
 */
import { describe, expect, it } from 'vitest';
import { fahrstuhl, type FahrstuhlState } from '@kitchen-table/engine/fahrstuhl';
import { fahrstuhlRefusal } from '../src/games/fahrstuhl/refusal.ts';
import { translate } from '../src/i18n.ts';
import { errorText } from '../src/phone/explain.ts';
import { refusalOf } from '../src/phone/refusal.ts';
import { DE, EN, type StringKey } from '../src/strings/index.ts';
// The registry adds each game's own strings (games/<id>/strings.ts) to EN and DE.
import '../src/games/registry.ts';

const NAMES = ['Anna', 'Ben', 'Cleo', 'Dan'];

function scenario(): FahrstuhlState {
  // Trump hearts (the turned-up JH); seat 0 holds the trump ace beside two plain cards.
  const hands = [['AH', '7S', '8D'], ['AS', 'KS', 'QS'], ['AC', 'KC', 'QC'], ['AD', 'KD', 'QD']];
  const r = fahrstuhl.referee.setupScenario({ players: 4, dealer: 3, options: {}, deal: { hands, trump: 'JH' }, raw: {} });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function apply(state: FahrstuhlState, seat: number, move: { call: number }): FahrstuhlState {
  const r = fahrstuhl.applyMove(state, seat, move);
  if (!r.ok) throw new Error(r.error.code);
  return r.state;
}

const sentence = (code: string, vars: Record<string, string | number> = {}) => [
  translate('en', `err_${code}` as StringKey, vars),
  translate('de', `err_${code}` as StringKey, vars),
];

describe('Fahrstuhl phone: refused taps', () => {
  it('every rule code of the engine has an English and a German sentence', () => {
    for (const code of fahrstuhl.ruleCodes) {
      expect(EN[`err_${code}` as StringKey], code).toBeTruthy();
      expect(DE[`err_${code}` as StringKey], code).toBeTruthy();
    }
  });

  it('rule "Play": the engine explains the tap — not your turn, calls first, trump must be played — and the sentence names everything', () => {
    let state = scenario();
    // Calling: seat 0 calls first (after dealer 3); seat 1 waits for Anna.
    expect(fahrstuhlRefusal(fahrstuhl.seatView(state, 0), '7S', NAMES)).toEqual({ code: 'WRONG_PHASE' });
    expect(fahrstuhlRefusal(fahrstuhl.seatView(state, 1), 'AS', NAMES)).toEqual({ code: 'NOT_YOUR_TURN', vars: { name: 'Anna' } });
    for (const seat of [0, 1, 2, 3]) state = apply(state, seat, { call: 1 });
    // Playing: Anna leads and holds trump, so a plain card is refused; the trump ace is not.
    const view = fahrstuhl.seatView(state, 0);
    expect(fahrstuhlRefusal(view, '7S', NAMES)).toEqual({ code: 'MUST_PLAY_TRUMP' });
    expect(fahrstuhl.explainIllegal(view, { play: 'AH' })).toBeNull();
    for (const r of [fahrstuhlRefusal(view, '8D', NAMES), fahrstuhlRefusal(fahrstuhl.seatView(state, 2), 'AC', NAMES)]) {
      for (const text of sentence(r.code, r.vars)) expect(text).not.toMatch(/\{\w+\}/);
    }
  });

  it('with nobody to act (between deals, paused: the phone empties toAct) a tap names nobody, never "?"', () => {
    const state = scenario();
    const view = { ...fahrstuhl.seatView(state, 1), toAct: [] };
    const refusal = fahrstuhlRefusal(view, 'AS', NAMES);
    expect(refusal).toEqual({ code: 'NOT_YOUR_TURN', vars: {} });
    expect(refusalOf(view, { play: 'AS' }, NAMES)?.vars?.name).toBeUndefined();
    const text = errorText(refusal.code, refusal.vars);
    expect(text).toBe('Not now — nobody is to play at this moment');
    expect(text).not.toContain('?');
    // With someone to act, the sentence names them.
    expect(errorText('NOT_YOUR_TURN', { name: 'Anna' })).toBe('Wait a moment — it is Anna’s turn');
  });
});
