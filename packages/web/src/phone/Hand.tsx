/**
 * The fanned hand along the bottom of the phone. Cards that may be played are raised, the others
 * dimmed; the selected card stands highest. Tap selects, tapping it again (or swiping it up) plays.
 * Big hands (Elevator can grow past a dozen cards) fan in two rows so that every card stays tappable;
 * large cards (a preference) break into rows sooner (hand-layout.ts).
 */
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { CardFace } from '../cards/Card.tsx';
import { cardLabel, type Pack } from '../cards/names.ts';
import { useT } from '../i18n.ts';
import { preferencesStore } from '../shared/preferences.ts';
import { useStore } from '../shared/store.ts';
import { handLayout } from './hand-layout.ts';

export type CardState = 'idle' | 'legal' | 'illegal' | 'selected';

export interface HandProps {
  cards: readonly string[];
  pack: Pack;
  stateOf: (index: number) => CardState;
  onTap: (index: number) => void;
  onSwipeUp?: (index: number) => void;
  /** Cards that just arrived (drawn, given) get a short highlight. */
  fresh?: readonly string[];
  disabled?: boolean;
}

function useWidth(ref: { current: HTMLElement | null }): number {
  const [width, setWidth] = useState(360);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth || 360);
    measure();
    const ro = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(measure) : null;
    ro?.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      ro?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return width;
}

export function Hand({ cards, pack, stateOf, onTap, onSwipeUp, fresh = [], disabled }: HandProps): JSX.Element {
  const { t, lang } = useT();
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref);
  const swipe = useRef<{ index: number; y: number; swiped: boolean } | null>(null);
  const n = cards.length;
  const { largeCards } = useStore(preferencesStore);
  // Outer cards lean outwards (rotated about a point below them): the layout keeps a margin for their corners.
  const { rows, perRow, cardW, step, rowOffset } = handLayout(width, n, largeCards);
  const cardH = cardW * 1.4;
  const lift = 44;
  // Below the cards: the arc (outer cards sit up to 14 px lower) and the outer cards' tilt, which swings
  // their outer bottom corner down by half a card's width times the sine of the angle.
  const widest = Math.min(perRow, n);
  const maxTilt = widest > 1 ? ((widest - 1) / 2) * Math.min(3.5, 22 / widest) : 0;
  const below = 14 + (cardW / 2) * Math.sin((maxTilt * Math.PI) / 180) + 4;
  const freshLeft = [...fresh];
  return (
    <div class="hand" ref={ref} style={{ height: `${Math.ceil((rows - 1) * cardH * rowOffset + cardH + lift + below)}px` }} role="group" aria-label={t('yourHand')}>
      {cards.map((code, i) => {
        const row = Math.floor(i / perRow);
        const k = i - row * perRow;
        const m = Math.min(perRow, n - row * perRow);
        const rowWidth = cardW + step * (m - 1);
        const left = (width - rowWidth) / 2 + k * step;
        const mid = (m - 1) / 2;
        const angle = m > 1 ? (k - mid) * Math.min(3.5, 22 / m) : 0;
        const arc = m > 1 ? Math.abs(k - mid) ** 2 * (14 / (mid * mid || 1)) : 0;
        const state = stateOf(i);
        const raise = state === 'selected' ? -lift : state === 'legal' ? -lift * 0.42 : 0;
        const top = lift + row * cardH * rowOffset + arc + raise;
        const freshIndex = freshLeft.indexOf(code);
        const isFresh = freshIndex >= 0;
        if (isFresh) freshLeft.splice(freshIndex, 1);
        const label = `${cardLabel(code, pack, lang)}${state === 'illegal' ? ` — ${t('notPlayable')}` : state === 'selected' ? ` — ${t('selectedTapToPlay')}` : ''}`;
        return (
          <button
            type="button"
            key={`${code}-${i}`}
            class={`hand-card ${state}${isFresh ? ' fresh' : ''}`}
            data-card={code}
            data-state={state}
            aria-label={label}
            aria-pressed={state === 'selected'}
            disabled={disabled}
            style={{ width: `${cardW}px`, left: `${left}px`, top: `${top}px`, transform: `rotate(${angle}deg)`, zIndex: String(10 + i) }}
            onPointerDown={(e) => {
              swipe.current = { index: i, y: e.clientY, swiped: false };
            }}
            onPointerUp={(e) => {
              const s = swipe.current;
              if (s && s.index === i && s.y - e.clientY > 40 && onSwipeUp) {
                s.swiped = true;
                onSwipeUp(i);
              }
            }}
            onClick={() => {
              if (swipe.current?.swiped) {
                swipe.current = null;
                return;
              }
              swipe.current = null;
              onTap(i);
            }}
          >
            <CardFace code={code} pack={pack} hidden />
          </button>
        );
      })}
    </div>
  );
}
