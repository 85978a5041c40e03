/**
 * The trick in the middle of the table. Each card flies in from the seat that played it; when the trick
 * is complete its taker's cards light up, and after a moment the whole trick slides to the taker. While it
 * is played, the card winning it so far is marked ("winning"), readable from the sofa.
 */
import type { JSX } from 'preact';
import { CardFace } from '../cards/Card.tsx';
import type { Pack } from '../cards/names.ts';
import { seatPoint, trickPoint } from './geometry.ts';
import type { HeldTrick, TrickPlay } from './pacing.ts';
import { useT } from '../i18n.ts';

export const TV_CARD_W = 120;
const TV_CARD_H = TV_CARD_W * 1.4;

export function TrickCentre({ plays, seats, pack, held, leading = [] }: { plays: TrickPlay[]; seats: number; pack: Pack; held: HeldTrick | null; leading?: number[] }): JSX.Element {
  const { t } = useT();
  const shown = held ? held.plays : plays;
  const taker = held ? held.winners[0] : undefined;
  const sweepTo = taker !== undefined ? seatPoint(taker, seats) : null;
  return (
    <div class={`trick-centre ${held ? `held ${held.phase}` : ''}`} data-testid="trick" data-cards={shown.length}>
      {shown.map((p, i) => {
        const at = trickPoint(p.seat, seats);
        const from = seatPoint(p.seat, seats);
        const win = held?.winners.includes(p.seat);
        const lead = !held && leading.includes(p.seat);
        const sweep = held?.phase === 'sweep' && sweepTo
          ? { transform: `translate(${sweepTo.x - at.x}px, ${sweepTo.y - at.y}px) scale(0.3)`, opacity: '0' }
          : {};
        return (
          <div
            key={`${i}-${p.card}`}
            class={`trick-card ${win ? 'winner' : ''} ${lead ? 'leading' : ''}`}
            style={{
              left: `${at.x - TV_CARD_W / 2}px`, top: `${at.y - TV_CARD_H / 2}px`, width: `${TV_CARD_W}px`, zIndex: String(5 + i),
              '--dx': `${from.x - at.x}px`, '--dy': `${from.y - at.y}px`, ...sweep,
            } as Record<string, string>}
          >
            <CardFace code={p.card} pack={pack} />
            {lead && <span class="leading-tag" data-testid="winning-now">{t('winningNow')}</span>}
          </div>
        );
      })}
    </div>
  );
}
