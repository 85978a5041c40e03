/** One short message at a time ("You hold trump — you must play trump"), cleared after a few seconds. */
import { createStore } from './store.ts';

export interface Toast {
  text: string;
  kind: 'info' | 'error';
  id: number;
}

export const toastStore = createStore<Toast | null>(null);
let counter = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(text: string, kind: Toast['kind'] = 'info', ms = 3500): void {
  const id = ++counter;
  toastStore.set({ text, kind, id });
  clearTimeout(timer);
  timer = setTimeout(() => {
    if (toastStore.get()?.id === id) toastStore.set(null);
  }, ms);
}
