/**
 * Issue 18 part 3: every game's learning deal. Played through `applyMove` from `lesson.start()` it is
 * legal move by move and ends the match; every rule it lists is shown by a step that is reached; the
 * rules documents (EN and DE) list exactly those rules with their steps; every text exists in both
 * languages; a tap other than the lesson's move is told apart.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classOfKind, kindOfCode } from '../../src/games/fahrstuhl/cards.ts';
import { trickWhy } from '../../src/games/lusti/replay.ts';
import { GAMES, judgeLessonTap, lessonMoveAt, lessonMoveWhy, lessonScript, lessonStateAfter, type GameDefinition, type GameEvent } from '../../src/index.ts';

const docsDir = new URL('../../../../docs/rules/', import.meta.url);

/** The "Learning deal" section's table rows: `| \`rule id\` | name | \`step id\` … |`. */
function documentedRules(file: string): Map<string, { name: string; steps: string[] }> {
  const text = readFileSync(new URL(file, docsDir), 'utf8');
  const start = text.search(/^## (Learning deal|Lernspiel)\s*$/m);
  expect(start, `${file} has a "Learning deal" section`).toBeGreaterThanOrEqual(0);
  const rest = text.slice(start).split('\n').slice(1);
  const end = rest.findIndex((l) => l.startsWith('## '));
  const rows = new Map<string, { name: string; steps: string[] }>();
  for (const line of end < 0 ? rest : rest.slice(0, end)) {
    const cells = line.split('|').map((c) => c.trim());
    const id = /^`([^`]+)`$/.exec(cells[1] ?? '');
    if (!id) continue;
    rows.set(id[1]!, { name: cells[2] ?? '', steps: [...(cells[3] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!) });
  }
  return rows;
}

function playThrough(game: GameDefinition): { state: unknown; eventsByStep: GameEvent[][]; stepsReached: Set<string> } {
  const lesson = game.lesson;
  let state = lesson.start();
  const eventsByStep: GameEvent[][] = lesson.steps.map(() => []);
  const stepsReached = new Set<string>();
  lessonScript(lesson).forEach((m, i) => {
    expect(game.isMatchOver(state), `${game.meta.id}: the match is not over before move ${i}`).toBe(false);
    expect(game.toAct(state), `${game.meta.id} move ${i}: seat ${m.seat} is due`).toContain(m.seat);
    const parsed = game.parseMove(m.move);
    const r = game.applyMove(state, m.seat, parsed.ok ? parsed.value : m.move);
    if (!r.ok) throw new Error(`${game.meta.id} move ${i} ${JSON.stringify(m.move)} refused: ${r.error.code} ${r.error.message}`);
    state = r.state;
    eventsByStep[m.step]!.push(...r.events);
    stepsReached.add(lesson.steps[m.step]!.id);
  });
  return { state, eventsByStep, stepsReached };
}

describe.each(GAMES.map((g) => [g.meta.id, g] as const))('the learning deal of %s', (id, game) => {
  const lesson = game.lesson;

  it('plays to the end of the match through applyMove, every move as scripted', () => {
    expect(lesson.players).toBeGreaterThanOrEqual(game.meta.minPlayers);
    expect(lesson.players).toBeLessThanOrEqual(game.meta.maxPlayers);
    const { state } = playThrough(game);
    expect(game.isMatchOver(state)).toBe(true);
    expect(game.isMatchOver(lessonStateAfter(game))).toBe(true);
    expect(lessonMoveAt(lesson, lessonScript(lesson).length)).toBeNull();
  });

  it('shows every rule it lists in a step that is reached, and names only listed rules', () => {
    const { stepsReached } = playThrough(game);
    const ids = new Set(lesson.rules.map((r) => r.id));
    expect(ids.size).toBe(lesson.rules.length);
    for (const rule of lesson.rules) {
      const showing = lesson.steps.filter((s) => s.rules.includes(rule.id)).map((s) => s.id);
      expect(showing.length, `rule ${rule.id} has a step`).toBeGreaterThan(0);
      expect(showing.some((s) => stepsReached.has(s)), `rule ${rule.id} is reached`).toBe(true);
    }
    for (const step of lesson.steps) for (const r of step.rules) expect(ids, `step ${step.id} names rule ${r}`).toContain(r);
    expect(new Set(lesson.steps.map((s) => s.id)).size).toBe(lesson.steps.length);
  });

  it.each(['', '.de'])('is listed in the rules document (%s): each rule with the steps that show it', (suffix) => {
    const documented = documentedRules(`${id}${suffix}.md`);
    expect([...documented.keys()].sort()).toEqual(lesson.rules.map((r) => r.id).sort());
    for (const rule of lesson.rules) {
      const steps = lesson.steps.filter((s) => s.rules.includes(rule.id)).map((s) => s.id);
      expect(documented.get(rule.id)?.steps, `rule ${rule.id}`).toEqual(steps);
      expect(documented.get(rule.id)?.name, `rule ${rule.id}'s name`).toBe(rule.name[suffix === '.de' ? 'de' : 'en']);
    }
  });

  it('has every text in English and German', () => {
    const texts = [...lesson.rules.map((r) => r.name), ...lesson.steps.flatMap((s) => [s.say, s.why, ...s.moves.flatMap((m) => (m.why ? [m.why] : []))])];
    for (const t of texts) {
      expect(t.en.trim().length).toBeGreaterThan(0);
      expect(t.de.trim().length).toBeGreaterThan(0);
      expect(t.de).not.toBe(t.en);
    }
    for (const step of lesson.steps) expect(step.say.en.length, `step ${step.id} is short enough for the TV`).toBeLessThanOrEqual(170);
    for (const step of lesson.steps) expect(step.say.de.length, `step ${step.id} (de) is short enough for the TV`).toBeLessThanOrEqual(170);
  });

  it('tells the lesson’s move apart from every other move: a legal one and an illegal one', () => {
    let sawOtherLegal = false;
    lessonScript(lesson).forEach((m, i) => {
      const state = lessonStateAfter(game, i);
      expect(judgeLessonTap(game, i, m.seat, m.move)).toBeNull();
      for (const other of game.legalMoves(state, m.seat)) {
        if (JSON.stringify(other) === JSON.stringify(game.parseMove(m.move).ok && (game.parseMove(m.move) as { value: unknown }).value)) continue;
        sawOtherLegal = true;
        expect(judgeLessonTap(game, i, m.seat, other)?.code).toBe('NOT_THE_LESSON_MOVE');
      }
      const wrongSeat = (m.seat + 1) % lesson.players;
      expect(judgeLessonTap(game, i, wrongSeat, m.move)?.code).toBe('NOT_THE_LESSON_MOVE');
    });
    expect(sawOtherLegal, 'somewhere the learner has a choice').toBe(true);
    expect(judgeLessonTap(game, lessonScript(lesson).length, 0, {})?.code).toBe('DEAL_OVER');
  });
});

/** What the steps say happens, checked in the events (a step's line that the deal did not show would lie). */
describe('the lessons show what their lines say', () => {
  const eventsOf = (id: string, step: string): GameEvent[] => {
    const game = GAMES.find((g) => g.meta.id === id)!;
    const { eventsByStep } = playThrough(game);
    return eventsByStep[game.lesson.steps.findIndex((s) => s.id === step)]!;
  };
  const tricks = (events: GameEvent[]) => events.filter((e) => e.type === 'trickTaken') as unknown as { seat: number; winners: number[] }[];

  it('Fahrstuhl: the bottom of a 7-hourglass; round 6 is shared and both black aces score, round 7 tie goes to the first red ace, round 8 is the return trip at 20 a trick', () => {
    const game = GAMES.find((g) => g.meta.id === 'fahrstuhl')!;
    const start = game.lesson.start() as { round: number; floors: number[]; trips: string[]; dealer: number };
    expect(start).toMatchObject({ round: 5, floors: [7, 6, 5, 4, 3, 2, 1, 1], dealer: 2 });
    expect(start.trips.slice(5)).toEqual(['outbound', 'outbound', 'return']);
    expect(eventsOf('fahrstuhl', 'r6-trump-lead').concat(eventsOf('fahrstuhl', 'r6-calls')).some((e) => e.type === 'callsDone' && e.shared === true)).toBe(true);
    expect(tricks(eventsOf('fahrstuhl', 'r6-trump-rank'))[0]!.winners).toEqual([0]);
    expect(tricks(eventsOf('fahrstuhl', 'r6-shared-tie'))[0]!.winners).toEqual([1, 2]);
    expect(tricks(eventsOf('fahrstuhl', 'r7-red-black'))[0]!.winners).toEqual([1]);
    const back = eventsOf('fahrstuhl', 'r8-return-points');
    expect(tricks(back)[0]!.winners).toEqual([1]);
    // Return trip: exact 1 → 100 + 20, exact 0 → 100, a call of 1 with no trick → −20.
    expect((back.find((e) => e.type === 'dealScored') as unknown as { score: number[] }).score).toEqual([-20, 120, 100]);
    expect(back.some((e) => e.type === 'matchOver')).toBe(true);
  });

  it('Fahrstuhl (rule "Deck"): the table shows the lowest card in play, and that is the lowest card the lesson deals', () => {
    const game = GAMES.find((g) => g.meta.id === 'fahrstuhl')!;
    const dealt = new Set<string>();
    const shown = new Set<string>();
    for (let i = 0; i <= lessonScript(game.lesson).length; i++) {
      const state = lessonStateAfter(game, i);
      const table = game.tableView(state) as unknown as { trump: string; lowest: { index: number; label: string } };
      if (!game.isMatchOver(state)) {
        dealt.add(table.trump);
        for (let seat = 0; seat < game.lesson.players; seat++) for (const c of game.seatView(state, seat).hand) dealt.add(c);
      }
      shown.add(JSON.stringify(table.lowest));
    }
    // One lowest card for the whole match (rule "Deck"), and it is the weakest of the cards dealt.
    expect(shown.size).toBe(1);
    const lowest = JSON.parse([...shown][0]!) as { index: number; label: string };
    expect(Math.max(...[...dealt].map((c) => classOfKind(kindOfCode(c))))).toBe(lowest.index);
    expect(lowest.label).toBe('black 7');
  });

  it('Lusti-Kartl’n: the line a phone gets for a wrong tap is about its own move — it names the rank the lesson plays, and asks for no other', () => {
    const game = GAMES.find((g) => g.meta.id === 'lusti')!;
    // How each language names a Bavarian rank in the lesson's lines.
    const words: Record<string, { en: RegExp; de: RegExp }> = {
      A: { en: /\bSau\b/, de: /\bSau\b/ },
      K: { en: /\b(K|king)\b/i, de: /\b(K|König)\b/ },
      O: { en: /\bOber\b/, de: /\bOber\b/ },
      U: { en: /\bUnter\b/, de: /\bUnter\b/ },
      '10': { en: /\b(10|tens?)\b/, de: /\b(10|Zehn|Zehner)\b/ },
      '9': { en: /\b9\b/, de: /\b9\b/ },
      '8': { en: /\b8\b/, de: /\b8\b/ },
      '7': { en: /\b7\b/, de: /\b7\b/ },
    };
    // "play the K", "lead your Sau", "give your ten" / "spiel den König", "Gib deine Zehn": the card asked for.
    const rankWord = '(Sau|K|king|Ober|Unter|10|tens?|Zehn|Zehner|König|9|8|7)\\b';
    const asked = {
      en: new RegExp(`\\b(?:play|lead|give|throw)\\s+(?:the|your)\\s+${rankWord}`, 'gi'),
      de: new RegExp(`\\b(?:spiel|gib|leg)\\s+(?:den|die|das|deine[nr]?|dein)\\s+${rankWord}`, 'gi'),
    };
    lessonScript(game.lesson).forEach((m, i) => {
      const hand = game.seatView(lessonStateAfter(game, i), m.seat).hand;
      if (hand.length < 2) return; // one card left: the line may only say that the lesson plays it
      const rank = String(m.move.play).slice(0, -1);
      const why = lessonMoveWhy(game.lesson, i)!;
      for (const lang of ['en', 'de'] as const) {
        const where = `move ${i} (seat ${m.seat} plays ${String(m.move.play)}), ${lang}: "${why[lang]}"`;
        expect(words[rank]![lang].test(why[lang]), `${where} names the rank played`).toBe(true);
        for (const [, card] of why[lang].matchAll(asked[lang])) expect(words[rank]![lang].test(card!), `${where} asks for "${card}"`).toBe(true);
      }
    });
  });

  it('Lusti-Kartl’n: the lesson and the replay count a hand in Striche, never in points (points are card points, in tens)', () => {
    const game = GAMES.find((g) => g.meta.id === 'lusti')!;
    const lesson = game.lesson;
    const texts = [
      ...lesson.rules.map((r) => r.name),
      ...lesson.steps.flatMap((s) => [s.say, s.why, ...s.moves.flatMap((m) => (m.why ? [m.why] : []))]),
      trickWhy(['OE', 'OG', 'OH', 'OS'], false),
      trickWhy(['OE', 'OG', 'OH', 'OS'], true),
    ];
    for (const t of texts) {
      // A number of points below 10 can only be Striche: card points come in tens.
      for (const [, n] of t.en.matchAll(/\b(\d+)\s+(?:game\s+)?points?\b/g)) expect(Number(n), `"${t.en}"`).toBeGreaterThanOrEqual(10);
      expect(t.en, 'no "game points": they are Striche').not.toMatch(/game points?/);
      for (const [, n] of t.de.matchAll(/\b(\d+|einen?)\s+Punkte?n?\b/g)) expect(Number(n), `"${t.de}"`).toBeGreaterThanOrEqual(10);
    }
  });

  it('Elevator: passes all round the starter are no Kopile (rule 5.5); a Kopile, the Kopile player passes, a repeated Kopile on an empty stock with gives (5.4, 5.2), then seat 1 goes out', () => {
    const circle = eventsOf('elevator', 'starter-circle');
    expect(circle.filter((e) => e.type === 'pass')).toHaveLength(3);
    expect(circle.some((e) => e.type === 'kopile')).toBe(false);
    const kopiles = (events: GameEvent[]) => events.filter((e) => e.type === 'kopile') as unknown as { seat: number; drawn: number; owed: number }[];
    expect(kopiles(eventsOf('elevator', 'passes'))).toEqual([expect.objectContaining({ seat: 1, drawn: 2, owed: 0 })]);
    const kopilePass = eventsOf('elevator', 'kopile-pass');
    expect(kopilePass).toEqual([expect.objectContaining({ type: 'pass', seat: 1, drew: true })]);
    const again = eventsOf('elevator', 'kopile-again');
    expect(again.filter((e) => e.type === 'pass').map((e) => (e as unknown as { drew: boolean }).drew)).toEqual([false, false]);
    expect(kopiles(again)).toEqual([expect.objectContaining({ seat: 1, drawn: 0, owed: 2 })]);
    expect(again.filter((e) => e.type === 'give').map((e) => (e as unknown as { seat: number; to: number }).seat)).toEqual([2, 0]);
    const breaks = eventsOf('elevator', 'kopile-must-play').find((e) => e.type === 'play') as unknown as { seat: number; cards: string[]; lift: string };
    expect(breaks).toMatchObject({ seat: 1, cards: ['AC', 'AH'], lift: 'down' });
    const out = eventsOf('elevator', 'out');
    expect(out.find((e) => e.type === 'dealScored')).toMatchObject({ winner: 1, score: [0, 12, 0] });
    expect(out.some((e) => e.type === 'matchOver')).toBe(true);
  });

  it('Fünfzehnern: the zwang ace takes the first trick; seat 0 ends with −15', () => {
    expect(tricks(eventsOf('fuenfzehnern', 'zwang-ace'))[0]!.seat).toBe(2);
    const scored = eventsOf('fuenfzehnern', 'score').find((e) => e.type === 'dealScored') as unknown as { score: number[] };
    expect(scored.score).toEqual([-15, 9, 6]);
  });

  it('Lusti-Kartl’n: the leader keeps an unmatched trick, the last Sau takes, four Ober are a Brand for team 0', () => {
    expect(tricks(eventsOf('lusti', 'no-match'))[0]!.seat).toBe(1);
    expect(tricks(eventsOf('lusti', 'last-sau'))[0]!.seat).toBe(3);
    const brand = eventsOf('lusti', 'brand');
    expect(brand.some((e) => e.type === 'brand' && e.team === 0)).toBe(true);
    const scored = brand.find((e) => e.type === 'dealScored') as unknown as { gamePoints: number; winner: number };
    expect(scored).toMatchObject({ gamePoints: 4, winner: 0 });
  });

  it('Lusti-Kartl’n hand 2: seat 2 leads after dealer 1, team 0 takes a pointless trick, team 1 the last with 50 and wins 2 because team 0 stinks', () => {
    const game = GAMES.find((g) => g.meta.id === 'lusti')!;
    const handTwo = lessonStateAfter(game, 12) as { dealer: number; turn: number; deal: number };
    expect(handTwo).toMatchObject({ deal: 2, dealer: 1, turn: 2 });
    expect(tricks(eventsOf('lusti', 'no-points'))[0]).toMatchObject({ seat: 0, points: 0 });
    const last = eventsOf('lusti', 'last-trick');
    expect(tricks(last)[0]).toMatchObject({ seat: 3, points: 50 });
    const scored = last.find((e) => e.type === 'dealScored') as unknown as { gamePoints: number; winner: number; cardPoints: number[]; outcome: string };
    expect(scored).toMatchObject({ gamePoints: 2, winner: 1, cardPoints: [0, 50], outcome: 'stink' });
    expect(last.some((e) => e.type === 'matchOver')).toBe(false);
  });

  it('Lusti-Kartl’n hand 3 (rule 6.2): dealer 2, team 0 takes a ten, team 1 the last trick with 50: a plain win, 1 game point', () => {
    const game = GAMES.find((g) => g.meta.id === 'lusti')!;
    expect(lessonStateAfter(game, 20)).toMatchObject({ deal: 3, dealer: 2, turn: 3, cardsPerHand: 2 });
    const events = eventsOf('lusti', 'plain-win');
    expect(tricks(events).map((t) => [t.seat, (t as unknown as { points: number }).points])).toEqual([[2, 10], [1, 50]]);
    const scored = events.find((e) => e.type === 'dealScored');
    expect(scored).toMatchObject({ gamePoints: 1, winner: 1, cardPoints: [10, 50], outcome: 'win', teamTotals: [4, 3] });
    expect(events.some((e) => e.type === 'matchOver')).toBe(false);
  });

  it('Lusti-Kartl’n hand 4 (rule 6.4): one card each after dealer 3, team 1 takes the only trick, team 0 is unterm Tisch; 3 + 3 = 6 ends the match for team 1', () => {
    const game = GAMES.find((g) => g.meta.id === 'lusti')!;
    const handFour = lessonStateAfter(game, 28) as { dealer: number; turn: number; deal: number; cardsPerHand: number };
    expect(handFour).toMatchObject({ deal: 4, dealer: 3, turn: 0, cardsPerHand: 1 });
    const events = eventsOf('lusti', 'unterm-tisch');
    expect(tricks(events)[0]).toMatchObject({ seat: 3, points: 50 });
    const scored = events.find((e) => e.type === 'dealScored') as unknown as { gamePoints: number; winner: number; tricksTaken: number[]; outcome: string; teamTotals: number[] };
    expect(scored).toMatchObject({ gamePoints: 3, winner: 1, tricksTaken: [0, 1], outcome: 'untermTisch', teamTotals: [4, 6] });
    expect(events.find((e) => e.type === 'matchOver')).toMatchObject({ winner: 1 });
  });
});
