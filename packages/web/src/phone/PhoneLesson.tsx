/**
 * The phone in a learning deal (issue 18 part 3): the step's line, the move the lesson is about in words,
 * and that move highlighted on the phone's own controls (its cards, the call button, Pass). A wrong tap
 * is explained here and not sent (the lesson stays on its path; the server would refuse it too:
 * NOT_THE_LESSON_MOVE). The highlight is a style keyed on the controls' data attributes, so no game's
 * screen needs to know about lessons.
 */
import type { JSX } from 'preact';
import { useT } from '../i18n.ts';
import { describeMove, moveCards, type LessonPosition } from '../shared/lesson.ts';
import { Icon } from '../shared/Icon.tsx';
import './lesson.css';

/** CSS selectors of the controls that make `move` on the phone screens. */
export function lessonSelectors(move: Record<string, unknown>): string[] {
  if (typeof move.call === 'number') return [`[data-call="${move.call}"]`];
  if (move.pass === true) return ['[data-action="pass"]'];
  const cards = moveCards(move).filter((c) => /^[0-9A-Z]{1,3}$/.test(c));
  const selectors = cards.map((c) => `.hand-card[data-card="${c}"]`);
  if (Array.isArray(move.play) && cards.length > 1) selectors.push('[data-action="play-run"]');
  if (typeof move.give === 'string') selectors.push('[data-action="give"]');
  if (move.zwang === true) selectors.push('[data-action="zwang"][aria-checked="false"]');
  return selectors;
}

export function PhoneLesson({ position, seat, names, wrong }: { position: LessonPosition; seat: number | null; names: readonly string[]; wrong: string | null }): JSX.Element {
  const { t, lang } = useT();
  const due = position.due;
  const mine = due !== null && seat !== null && due.seat === seat;
  const selectors = mine ? lessonSelectors(due.move) : [];
  return (
    <section class="phone-lesson" data-testid="phone-lesson" data-step={position.step.id}>
      {selectors.length > 0 && <style>{`${selectors.map((s) => `.play ${s}`).join(', ')} { outline: 6px solid #ffd23f !important; outline-offset: 2px; box-shadow: 0 0 24px 8px rgba(255, 210, 63, 0.85) !important; z-index: 60 !important; }`}</style>}
      <div class="lesson-head"><Icon name="book" /> {t('lessonBadge')} · {t('lessonStep', { n: position.stepNo, total: position.steps })}</div>
      <p class="lesson-say">{position.step.say[lang]}</p>
      {mine && <p class="lesson-move" data-testid="lesson-move" data-move={JSON.stringify(due.move)}>▶ {t('lessonYourMove', { move: describeMove(due.move, position.game.meta.pack, lang) })}</p>}
      {!mine && due && <p class="lesson-wait">{t('lessonWaiting', { name: names[due.seat] ?? '?' })}</p>}
      {wrong && <p class="lesson-wrong" role="alert" data-testid="lesson-wrong">{wrong}</p>}
    </section>
  );
}
