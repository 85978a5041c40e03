/** Pieces every game's phone screen shares: the one-card hand (select, then play), sort toggle, small cards. */
import type { JSX } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import type { SeatViewBase } from '@kitchen-table/engine';
import { CardFace } from '../../cards/Card.tsx';
import type { Pack } from '../../cards/names.ts';
import { t as translateNow, useT } from '../../i18n.ts';
import { sortHand, type SortMode } from '../../games/order.ts';
import { showToast } from '../../shared/toast.ts';
import { Hand, type CardState } from '../Hand.tsx';
import { errorText } from '../explain.ts';
import { refusalOf, type Refusal } from '../refusal.ts';
import { reportSelection } from '../TableControls.tsx';
import { BetweenDeals } from '../Dock.tsx';

const TAP_HINT_KEY = 'kt.tapAgainSeen';

/** How many cards this phone has played by tapping twice (the hint shows for the first few). */
function tapsSeen(): number {
  try {
    return Number(localStorage.getItem(TAP_HINT_KEY) ?? 0);
  } catch {
    return 0;
  }
}

function noteTapPlay(): void {
  try {
    localStorage.setItem(TAP_HINT_KEY, String(tapsSeen() + 1));
  } catch {
    /* the hint then shows again next time */
  }
}

/** "Tap again to play", in words above the hand, while a card is selected, the first few times. */
export function TapAgainHint({ show }: { show: boolean }): JSX.Element | null {
  const { t } = useT();
  const [seen] = useState(tapsSeen);
  if (!show || seen >= 3) return null;
  return <div class="tap-again" role="status" data-testid="tap-again">☝ {t('tapAgainToPlay')}</div>;
}

export interface GamePhoneProps<V> {
  view: V;
  /** Null for the audience: no hand, the table in brief only. */
  seat: number | null;
  names: string[];
  /**
   * Sends a move; resolves false when it was refused (already explained in a toast). It never rejects, so a
   * tap's handler may drop its promise: `onPlay={(card) => void act({ play: card })}`.
   */
  act: (move: Record<string, unknown>) => Promise<boolean>;
  busy: boolean;
  sort: SortMode;
  setSort: (mode: SortMode) => void;
}

export type { Refusal } from '../refusal.ts';

export function SmallCard({ code, pack, label }: { code: string; pack: Pack; label?: string }): JSX.Element {
  return (
    <span class="small-card" title={label}>
      <CardFace code={code} pack={pack} />
    </span>
  );
}

export function SortToggle({ sort, setSort }: { sort: SortMode; setSort: (m: SortMode) => void }): JSX.Element {
  const { t } = useT();
  return (
    <button type="button" class="sort-toggle small" data-action="sort" onClick={() => setSort(sort === 'suit' ? 'rank' : 'suit')}>
      ⇅ {sort === 'suit' ? t('sortedBySuit') : t('sortedByRank')}
    </button>
  );
}

/**
 * A hand where one card is played per move. `playable` is null when it is not this seat's move (all
 * cards neutral); otherwise the legal codes. Tapping a dimmed card explains the refusal: by default in
 * the engine's words for the move it stands for (`refusalOf`, from `view`), or as `refusal` says.
 */
export function OneCardHand({ hand, game, pack, sort, playable, view, names = [], refusal, onPlay, busy, resetKey, fresh, selectMove = (code) => ({ play: code }) }: {
  hand: readonly string[];
  game: string;
  pack: Pack;
  sort: SortMode;
  playable: ReadonlySet<string> | null;
  /** The seat's view and the seats' names, for the engine's explanation of a refused card. */
  view?: SeatViewBase;
  names?: readonly string[];
  /** A game's own explanation instead of the engine's (only where the engine's code needs more words). */
  refusal?: (code: string) => Refusal;
  onPlay: (code: string) => void;
  busy: boolean;
  resetKey: unknown;
  fresh?: readonly string[];
  /** The move a selected card stands for (what the clock plays if time runs out). */
  selectMove?: (code: string) => Record<string, unknown>;
}): JSX.Element {
  const cards = sortHand(hand, game, pack, sort);
  const [selected, setSelected] = useState<number | null>(null);
  useEffect(() => setSelected(null), [resetKey, sort]);
  const selectedCode = selected !== null && playable?.has(cards[selected] ?? '') ? cards[selected]! : null;
  useEffect(() => reportSelection(selectedCode === null ? null : selectMove(selectedCode)), [selectedCode, resetKey]);
  const stateOf = (i: number): CardState => {
    if (!playable) return 'idle';
    if (!playable.has(cards[i])) return 'illegal';
    return selected === i ? 'selected' : 'legal';
  };
  const between = useContext(BetweenDeals);
  const explain = (i: number) => {
    if (between) return showToast(errorText('BETWEEN_DEALS', { next: translateNow('nextDeal') }), 'info');
    const r = refusal ? refusal(cards[i]) : view ? refusalOf(view, selectMove(cards[i]), names) : null;
    showToast(errorText(r?.code ?? 'BAD_MOVE', r?.vars ?? {}), 'error');
  };
  return (
    <>
    <TapAgainHint show={selectedCode !== null} />
    <Hand
      cards={cards}
      pack={pack}
      stateOf={stateOf}
      disabled={busy}
      fresh={fresh}
      onTap={(i) => {
        const s = stateOf(i);
        if (s === 'idle' || s === 'illegal') {
          setSelected(null);
          explain(i);
        } else if (s === 'selected') {
          setSelected(null);
          noteTapPlay();
          onPlay(cards[i]);
        } else setSelected(i);
      }}
      onSwipeUp={(i) => {
        if (stateOf(i) === 'legal' || stateOf(i) === 'selected') {
          setSelected(null);
          onPlay(cards[i]);
        }
      }}
    />
    </>
  );
}

/** The cards of a trick with who played them. */
export function TrickStrip({ plays, pack, names, winners = [] }: {
  plays: { seat: number; card: string }[]; pack: Pack; names: string[]; winners?: number[];
}): JSX.Element {
  return (
    <div class="trick-strip">
      {plays.map((p, i) => (
        <div class={`trick-play ${winners.includes(p.seat) ? 'winner' : ''}`} key={`${i}-${p.card}`}>
          <SmallCard code={p.card} pack={pack} />
          <span>{names[p.seat]}</span>
        </div>
      ))}
    </div>
  );
}
