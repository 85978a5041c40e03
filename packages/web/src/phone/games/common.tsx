/** Pieces every game's phone screen shares: the one-card hand (select, then play), sort toggle, small cards. */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { CardFace } from '../../cards/Card.tsx';
import type { Pack } from '../../cards/names.ts';
import { useT } from '../../i18n.ts';
import { sortHand, type SortMode } from '../../games/order.ts';
import { showToast } from '../../shared/toast.ts';
import { Hand, type CardState } from '../Hand.tsx';
import { errorText } from '../explain.ts';

export interface GamePhoneProps<V> {
  view: V;
  /** Null for the audience: no hand, the table in brief only. */
  seat: number | null;
  names: string[];
  act: (move: Record<string, unknown>) => Promise<boolean>;
  busy: boolean;
  sort: SortMode;
  setSort: (mode: SortMode) => void;
}

export interface Refusal {
  code: string;
  vars?: Record<string, string | number>;
}

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
 * cards neutral); otherwise the legal codes. Tapping a dimmed card explains the refusal.
 */
export function OneCardHand({ hand, game, pack, sort, playable, refusal, onPlay, busy, resetKey, fresh }: {
  hand: readonly string[];
  game: string;
  pack: Pack;
  sort: SortMode;
  playable: ReadonlySet<string> | null;
  refusal: (code: string) => Refusal;
  onPlay: (code: string) => void;
  busy: boolean;
  resetKey: unknown;
  fresh?: readonly string[];
}): JSX.Element {
  const cards = sortHand(hand, game, pack, sort);
  const [selected, setSelected] = useState<number | null>(null);
  useEffect(() => setSelected(null), [resetKey, sort]);
  const stateOf = (i: number): CardState => {
    if (!playable) return 'idle';
    if (!playable.has(cards[i])) return 'illegal';
    return selected === i ? 'selected' : 'legal';
  };
  const explain = (i: number) => {
    const r = refusal(cards[i]);
    showToast(errorText(r.code, r.vars ?? {}), 'error');
  };
  return (
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
