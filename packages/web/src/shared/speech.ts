/** Reads a text aloud with the browser's speech synthesis, when the device has it; a switch turns it off. */
import { createStore } from './store.ts';
import type { Lang } from '../i18n.ts';

const KEY = 'kt.speech';

function stored(): boolean {
  try {
    return localStorage.getItem(KEY) !== '0';
  } catch {
    return true;
  }
}

export const speechOnStore = createStore<boolean>(stored());

export function setSpeechOn(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? '1' : '0');
  } catch {
    /* this page only */
  }
  speechOnStore.set(on);
  if (!on) stopSpeaking();
}

export function speechAvailable(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';
}

/** Reads a text aloud when the "Voice" switch is on (the lobby's explanations). */
export function speak(text: string, lang: Lang): void {
  if (speechOnStore.get()) say(text, lang);
}

/** Reads a text aloud now, cutting off what is still being said; the caller decides whether it may. */
export function say(text: string, lang: Lang): void {
  if (!speechAvailable()) return;
  try {
    const synth = window.speechSynthesis;
    synth.cancel();
    const u = new SpeechSynthesisUtterance(text);
    u.lang = lang === 'de' ? 'de-DE' : 'en-GB';
    u.rate = 0.95;
    const voice = synth.getVoices().find((v) => v.lang.toLowerCase().startsWith(lang));
    if (voice) u.voice = voice;
    synth.speak(u);
  } catch {
    /* no voice on this device: the text stays on screen */
  }
}

export function stopSpeaking(): void {
  if (!speechAvailable()) return;
  try {
    window.speechSynthesis.cancel();
  } catch {
    /* nothing to stop */
  }
}
