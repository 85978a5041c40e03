/** The TV in a learning deal (issue 18 part 3): the step's line, big, before each move; and a seat's open hand. */
import type { JSX } from 'preact';
import { CardFace } from '../cards/Card.tsx';
import { useT } from '../i18n.ts';
import type { LessonPosition } from '../shared/lesson.ts';
import { moveCards } from '../shared/lesson.ts';
import { Icon } from '../shared/Icon.tsx';
import { openHandLayout } from './open-hand-layout.ts';
import './lesson.css';

export function LessonPanel({ position, names }: { position: LessonPosition; names: readonly string[] }): JSX.Element {
  const { t, lang } = useT();
  const due = position.due;
  return (
    <section class="tv-panel lesson-panel" data-testid="lesson-line" data-step={position.step.id} aria-live="polite">
      <h2><Icon name="book" /> {t('lessonBadge')} <span class="lesson-step">{t('lessonStep', { n: position.stepNo, total: position.steps })}</span></h2>
      <p class="lesson-say">{position.step.say[lang]}</p>
      {due ? <p class="lesson-next">▶ {t('lessonWaiting', { name: names[due.seat] ?? '?' })}</p> : <p class="lesson-next">{t('lessonDone')}</p>}
    </section>
  );
}

/**
 * A seat's cards face up on its plate, in a row of their own below the name, large enough to read from
 * the sofa (open-hand-layout.ts); the cards of the lesson's next move (if this seat's) stand out.
 */
export function OpenHand({ cards, pack, highlight, seats }: { cards: readonly string[]; pack: 'french' | 'bavarian'; highlight: readonly string[]; seats: number }): JSX.Element {
  const pick = [...highlight];
  const { cardW, step, width } = openHandLayout(cards.length, seats);
  return (
    <div class="open-hand" data-testid="open-hand" style={{ width: `${width}px`, height: `${Math.round(cardW * 1.4)}px` }}>
      {cards.map((code, i) => {
        const at = pick.indexOf(code);
        if (at >= 0) pick.splice(at, 1);
        return (
          <span key={`${code}-${i}`} class={`open-card ${at >= 0 ? 'lesson-pick' : ''}`} data-card={code} style={{ width: `${cardW}px`, left: `${i * step}px`, zIndex: String(i + 1) }}>
            <CardFace code={code} pack={pack} />
          </span>
        );
      })}
    </div>
  );
}

export function highlightFor(position: LessonPosition, seat: number): string[] {
  return position.due?.seat === seat ? moveCards(position.due.move) : [];
}
