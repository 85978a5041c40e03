/**
 * The TV's voice at the table (issue 18, part 5, a switch on the TV): whose turn it is, the trump of a
 * new deal and each call, in the TV's language. Only people's turns are said — a bot moves by itself
 * a moment later — and nothing while the match is paused or between deals. The trump is read from any
 * view that names a `trumpSuit`, the calls from any `call` event: no game is named here.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { GameEvent } from '@kitchen-table/engine';
import type { RoomState } from '@kitchen-table/protocol';
import { t as translate, type Lang } from '../i18n.ts';
import type { SessionState } from '../net/session.ts';
import { seatNames } from '../phone/names.ts';
import { preferencesStore } from '../shared/preferences.ts';
import { say, stopSpeaking } from '../shared/speech.ts';
import { useStore } from '../shared/store.ts';
import type { StringKey } from '../strings/index.ts';

export interface TableMoment {
  matchId: string;
  /** The match's move number: a turn is said once per position. */
  seq: number;
  deal: number;
  toAct: readonly number[];
  trumpSuit: string | null;
  /** Events of a move not yet spoken about (empty when nothing new happened). */
  events: readonly GameEvent[];
  names: readonly string[];
  isHuman: (seat: number) => boolean;
  summary: boolean;
  paused: boolean;
}

/** What was already said, so that nothing is repeated. */
export interface VoiceMemory {
  dealKey?: string;
  turnKey?: string;
}

type Translate = (key: StringKey, vars?: Record<string, string | number>) => string;

/** The sentences to say for this moment (in order: trump, calls, whose turn); updates `memory`. */
export function tableAnnouncement(m: TableMoment, memory: VoiceMemory, t: Translate): string[] {
  if (m.summary || m.paused) return [];
  const parts: string[] = [];
  const dealKey = `${m.matchId}:${m.deal}`;
  if (m.trumpSuit && memory.dealKey !== dealKey) parts.push(t('voiceTrump', { suit: t(`suit_${m.trumpSuit}` as StringKey) }));
  memory.dealKey = dealKey;
  for (const e of m.events) {
    if (e.type === 'call' && typeof e.seat === 'number' && typeof e.call === 'number') {
      parts.push(t('voiceCall', { name: m.names[e.seat] ?? '?', n: e.call }));
    }
  }
  const turnKey = `${m.matchId}:${m.seq}`;
  const seat = m.toAct.length === 1 ? m.toAct[0]! : null;
  if (seat !== null && m.isHuman(seat) && memory.turnKey !== turnKey) parts.push(t('voiceTurn', { name: m.names[seat] ?? '?' }));
  memory.turnKey = turnKey;
  return parts;
}

function moment(state: SessionState, room: RoomState, events: readonly GameEvent[]): TableMoment | null {
  const view = state.view;
  if (!view || !state.matchId || room.phase !== 'playing' || view.matchOver) return null;
  return {
    matchId: state.matchId,
    seq: state.seq,
    deal: view.deal,
    toAct: view.toAct,
    trumpSuit: typeof view.trumpSuit === 'string' ? view.trumpSuit : null,
    events,
    names: seatNames(room),
    isHuman: (s) => room.slots[s]?.kind === 'human',
    summary: !!room.summary,
    paused: !!room.paused,
  };
}

/** Speaks the table's moments while the TV's "announce turns" switch is on. */
export function useTableVoice(state: SessionState, lang: Lang): void {
  const { tableVoice } = useStore(preferencesStore);
  const memory = useRef<VoiceMemory>({});
  const spokenUpdates = useRef(state.updates);
  const room = state.room;
  useEffect(() => {
    const fresh = state.updates !== spokenUpdates.current;
    spokenUpdates.current = state.updates;
    if (!tableVoice || !room) return;
    const m = moment(state, room, fresh ? state.lastUpdate?.events ?? [] : []);
    if (!m) return;
    const parts = tableAnnouncement(m, memory.current, (key, vars) => translate(key, vars));
    if (parts.length) say(parts.join(' '), lang);
  }, [tableVoice, state.updates, state.seq, state.matchId, !!room?.summary, !!room?.paused]);
  useEffect(() => {
    if (!tableVoice) stopSpeaking();
  }, [tableVoice]);
}
