/**
 * Sound effects made on the spot with WebAudio (no audio files to download): a card played, your turn,
 * a trick taken, Kopile and Brand. Browsers start audio only after a user gesture, so the context is
 * created lazily and resumed on the first tap; a mute switch is stored per device.
 */
import { createStore } from './store.ts';

export type SoundName = 'card' | 'turn' | 'trick' | 'kopile' | 'brand' | 'deal' | 'win';

const MUTE_KEY = 'kt.muted';

function storedMute(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

export const mutedStore = createStore<boolean>(storedMute());

export function setMuted(muted: boolean): void {
  try {
    localStorage.setItem(MUTE_KEY, muted ? '1' : '0');
  } catch {
    /* the choice then lasts for this page only */
  }
  mutedStore.set(muted);
  if (!muted) unlockAudio();
}

let ctx: AudioContext | null = null;

function context(): AudioContext | null {
  if (ctx) return ctx;
  const Ctor = (window as unknown as { AudioContext?: typeof AudioContext; webkitAudioContext?: typeof AudioContext }).AudioContext
    ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    ctx = new Ctor();
  } catch {
    return null;
  }
  return ctx;
}

/**
 * Creates the audio context ahead, in idle time (the TV's lobby): making it costs a weak TV's CPU a long
 * task, which the first card of a deal would otherwise pay (issue 27, part 6). Browsers keep it
 * suspended until a gesture, as before.
 */
export function warmUpAudio(): void {
  if (!mutedStore.get()) context();
}

/** Call from a user gesture: lets later sounds play. */
export function unlockAudio(): void {
  const c = context();
  if (c && c.state === 'suspended') c.resume().catch(() => undefined);
}

if (typeof window !== 'undefined') {
  const unlock = () => unlockAudio();
  window.addEventListener('pointerdown', unlock, { passive: true });
  window.addEventListener('keydown', unlock);
}

function tone(c: AudioContext, at: number, freq: number, dur: number, type: OscillatorType, gain = 0.18, slideTo?: number): void {
  const osc = c.createOscillator();
  const g = c.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, at);
  if (slideTo) osc.frequency.exponentialRampToValueAtTime(slideTo, at + dur);
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(gain, at + 0.012);
  g.gain.exponentialRampToValueAtTime(0.0001, at + dur);
  osc.connect(g).connect(c.destination);
  osc.start(at);
  osc.stop(at + dur + 0.02);
}

const noises = new Map<number, AudioBuffer>();

/** A decaying burst of noise, made once per length (a card is played many times a deal). */
function noise(c: AudioContext, dur: number): AudioBuffer {
  let buffer = noises.get(dur);
  if (buffer) return buffer;
  buffer = c.createBuffer(1, Math.ceil(c.sampleRate * dur), c.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / data.length) ** 3;
  noises.set(dur, buffer);
  return buffer;
}

const snapChains = new Map<number, AudioNode>();

/** The band-pass filter and gain a snap of this loudness goes through, made once (node creation is not free). */
function snapChain(c: AudioContext, gain: number): AudioNode {
  let input = snapChains.get(gain);
  if (input) return input;
  const filter = c.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = 2400;
  const g = c.createGain();
  g.gain.value = gain;
  filter.connect(g).connect(c.destination);
  snapChains.set(gain, filter);
  input = filter;
  return input;
}

/** A short burst of filtered noise: the snap of a card on the table. */
function snap(c: AudioContext, at: number, dur = 0.07, gain = 0.35): void {
  const src = c.createBufferSource();
  src.buffer = noise(c, dur);
  src.connect(snapChain(c, gain));
  src.start(at);
}

export function play(name: SoundName): void {
  if (mutedStore.get()) return;
  const c = context();
  if (!c || c.state !== 'running') return;
  const t = c.currentTime + 0.01;
  switch (name) {
    case 'card':
      snap(c, t);
      break;
    case 'deal':
      for (let i = 0; i < 4; i++) snap(c, t + i * 0.06, 0.05, 0.25);
      break;
    case 'turn':
      tone(c, t, 660, 0.14, 'sine', 0.2);
      tone(c, t + 0.15, 880, 0.22, 'sine', 0.2);
      break;
    case 'trick':
      snap(c, t, 0.12, 0.25);
      tone(c, t + 0.05, 392, 0.18, 'triangle', 0.12, 523);
      break;
    case 'kopile':
      tone(c, t, 520, 0.16, 'square', 0.09, 300);
      tone(c, t + 0.18, 420, 0.16, 'square', 0.09, 240);
      tone(c, t + 0.36, 320, 0.3, 'square', 0.09, 160);
      break;
    case 'brand':
      for (let i = 0; i < 6; i++) tone(c, t + i * 0.07, 300 + i * 120, 0.12, 'sawtooth', 0.08);
      tone(c, t + 0.45, 1040, 0.5, 'triangle', 0.16);
      break;
    case 'win':
      [523, 659, 784, 1047].forEach((f, i) => tone(c, t + i * 0.12, f, 0.3, 'triangle', 0.16));
      break;
  }
}
