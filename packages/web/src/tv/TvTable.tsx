/** The TV during a match: the felt with every seat around it, the game's centre and sidebar, flashes, sounds. */
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { RoomState } from '@kitchen-table/protocol';
import type { SessionState } from '../net/session.ts';
import { play } from '../shared/sound.ts';
import { seatNames } from '../phone/names.ts';
import { seatPoint, TABLE } from './geometry.ts';
import { useFlash, useHeldTrick } from './pacing.ts';
import { SeatPlate } from './SeatPlate.tsx';
import { Totals } from './games/common.tsx';
import type { TvGame } from './games/types.ts';
import { fahrstuhlTv } from './games/FahrstuhlTv.tsx';
import { elevatorTv } from './games/ElevatorTv.tsx';
import { fuenfzehnernTv } from './games/FuenfzehnernTv.tsx';
import { lustiTv } from './games/LustiTv.tsx';

export const TV_GAMES: Record<string, TvGame> = {
  fahrstuhl: fahrstuhlTv,
  elevator: elevatorTv,
  fuenfzehnern: fuenfzehnernTv,
  lusti: lustiTv,
};

/** Table sounds: a card played, a trick taken, Kopile, Brand, a new deal. */
function useTableSounds(state: SessionState): void {
  useEffect(() => {
    const update = state.lastUpdate;
    if (!update) return;
    const types = new Set(update.events.map((e) => e.type));
    if (types.has('brand')) play('brand');
    else if (types.has('kopile')) play('kopile');
    else if (types.has('trick')) play('trick');
    else if (types.has('dealStart')) play('deal');
    else if (types.has('play') || types.has('give')) play('card');
  }, [state.updates]);
}

/** Which seats' latest move was made by the clock (shown on their plate until they move again). */
function useByClock(state: SessionState): Set<number> {
  const [seats, setSeats] = useState<Set<number>>(new Set());
  const last = useRef(seats);
  useEffect(() => {
    const u = state.lastUpdate;
    if (!u || u.seat === null) return;
    const next = new Set(last.current);
    if (u.byClock) next.add(u.seat);
    else next.delete(u.seat);
    last.current = next;
    setSeats(next);
  }, [state.updates]);
  return seats;
}

export function TvTable({ state, room }: { state: SessionState; room: RoomState }): JSX.Element {
  const view = state.view!;
  const game = TV_GAMES[view.game];
  const names = seatNames(room);
  const held = useHeldTrick(state);
  const flash = useFlash(state, (e) => game?.flash?.(e, names, view) ?? null);
  const byClock = useByClock(state);
  useTableSounds(state);
  if (!game) return <div class="tv-table" />;
  const { Centre, Sidebar } = game;
  return (
    <div class="tv-table" data-game={view.game}>
      <div class="table-area">
        <div class="felt" style={{ left: `${TABLE.cx - TABLE.rx + 70}px`, top: `${TABLE.cy - TABLE.ry + 50}px`, width: `${2 * (TABLE.rx - 70)}px`, height: `${2 * (TABLE.ry - 50)}px` }} />
        <Centre view={view} state={state} names={names} held={held} />
        {names.map((name, s) => {
          const slot = room.slots[s];
          return (
            <SeatPlate
              key={s} seat={s} name={name} at={seatPoint(s, view.seats)} state={state}
              acting={view.toAct.includes(s)} cards={view.handSizes[s] ?? 0}
              bot={slot?.kind === 'bot'} away={slot?.kind === 'human' && !slot.connected}
              host={slot?.kind === 'human' && slot.memberId === room.hostId} dealer={view.dealer === s}
              line={game.seatLine?.(view, s) ?? null} teamColour={game.teamColour?.(view, s)}
              byClock={byClock.has(s)} highlight={held?.phase === 'show' && held.winners.includes(s)}
            />
          );
        })}
        {flash && <div class={`flash ${flash.kind}`} key={flash.id} data-testid="flash">{flash.text}</div>}
      </div>
      <aside class="tv-sidebar">
        <Sidebar view={view} state={state} names={names} held={held} />
        {game.showTotals && <Totals totals={view.totals} names={names} />}
      </aside>
    </div>
  );
}
