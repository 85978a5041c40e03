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
import { isOutside } from '../shared/OutsideBadge.tsx';
import { Totals } from './games/common.tsx';
import { webGame } from '../games/registry.ts';
import { useTvGame } from '../games/screens.ts';
import type { WebGame } from '../games/web-game.ts';
import { tableSound } from './table-sound.ts';
import { lessonPosition } from '../shared/lesson.ts';
import { highlightFor, LessonPanel, OpenHand } from './LessonPanel.tsx';
import { CoachedMark } from '../coach/CoachControls.tsx';
import { clockMarkedSeats, holderKey, markMove, type ClockMarks } from './clock-marks.ts';

/** Table sounds: the game's own big moments (Kopile, Brand), a trick taken, a new deal, a card played. */
function useTableSounds(state: SessionState, web: WebGame | undefined): void {
  useEffect(() => {
    const update = state.lastUpdate;
    if (!update) return;
    const sound = tableSound(update.events, web?.tableSound);
    if (sound) play(sound);
  }, [state.updates]);
}

/** Which seats' latest move was made by the clock (on their plate until they move again or change hands). */
function useByClock(state: SessionState, room: RoomState): Set<number> {
  const [marks, setMarks] = useState<ClockMarks>(new Map());
  const last = useRef(marks);
  useEffect(() => {
    const u = state.lastUpdate;
    if (!u || u.seat === null) return;
    // Only a change is set: a new map on every move would draw the whole table a second time per move.
    const next = markMove(last.current, u.seat, u.byClock, holderKey(room.slots[u.seat]));
    if (next === last.current) return;
    last.current = next;
    setMarks(next);
  }, [state.updates]);
  return clockMarkedSeats(marks, room.slots);
}

export function TvTable({ state, room }: { state: SessionState; room: RoomState }): JSX.Element {
  const view = state.view!;
  const web = webGame(view.game);
  const game = useTvGame(view.game);
  const names = seatNames(room);
  const dealNames = room.dealNames ?? [];
  const held = useHeldTrick(state);
  const flash = useFlash(state, (e) => game?.flash?.(e, names, view) ?? null);
  const byClock = useByClock(state, room);
  useTableSounds(state, web);
  const lesson = lessonPosition(room, state.seq);
  if (!game) return <div class="tv-table" />;
  const { Centre, Sidebar } = game;
  return (
    <div class={lesson ? 'tv-table with-open-hands' : 'tv-table'} data-game={view.game}>
      <CoachedMark room={room} />
      <div class="table-area">
        <div class="felt" style={{ left: `${TABLE.cx - TABLE.rx + 70}px`, top: `${TABLE.cy - TABLE.ry + 50}px`, width: `${2 * (TABLE.rx - 70)}px`, height: `${2 * (TABLE.ry - 50)}px` }} />
        <Centre view={view} state={state} names={names} dealNames={dealNames} held={held} />
        {names.map((name, s) => {
          const slot = room.slots[s];
          return (
            <SeatPlate
              key={s} seat={s} name={name} at={seatPoint(s, view.seats)} state={state}
              acting={view.toAct.includes(s)} cards={view.handSizes[s] ?? 0}
              bot={slot?.kind === 'bot'} outside={isOutside(slot)} away={slot?.kind === 'human' && !slot.connected}
              host={slot?.kind === 'human' && slot.memberId === room.hostId} dealer={view.dealer === s}
              line={game.seatLine?.(view, s) ?? null} teamColour={game.teamColour?.(view, s)}
              byClock={byClock.has(s)} highlight={held?.phase === 'show' && held.winners.includes(s)}
              openHand={lesson ? <OpenHand cards={lesson.hands[s] ?? []} pack={lesson.game.meta.pack} highlight={highlightFor(lesson, s)} seats={view.seats} /> : undefined}
            />
          );
        })}
        {flash && <div class={`flash ${flash.kind}`} key={flash.id} data-testid="flash">{flash.text}</div>}
      </div>
      <aside class="tv-sidebar">
        {lesson && <LessonPanel position={lesson} names={names} />}
        <Sidebar view={view} state={state} names={names} dealNames={dealNames} held={held} />
        {game.showTotals && <Totals totals={view.totals} names={names} />}
      </aside>
    </div>
  );
}
