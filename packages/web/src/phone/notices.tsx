/**
 * Issue 28, part 2: the phone's notices share one place, one at a time, newest first. A notice (the pause,
 * the table waiting for its storage, a take-over to allow, "finishing after this deal", "you are
 * watching", the forced move, a game's Kopile, joker, "you drew", zwang or bound) is written where its
 * facts are, as `<Notice>`; while the play screen's `<NoticeSlot>` is mounted they all show there, below
 * the top bar: the newest one, with a small button to step to the older ones. Without a slot (the lobby,
 * the results) a notice stands where it is written. Toasts are apart: at the top, letting taps through,
 * never over the hand (phone.css).
 *
 * A notice hands the slot a function that draws it (not its elements), so that the slot draws fresh
 * elements with the notice's latest words and buttons every time.
 */
import type { ComponentChildren, JSX } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../i18n.ts';
import { createStore, type Store } from '../shared/store.ts';
import './notices.css';

interface Entry {
  id: string;
  /** When the notice first showed (a counter): the newest is shown. */
  since: number;
  draw: () => JSX.Element;
}

const entries = createStore<readonly Entry[]>([]);
/** How many slots are mounted (0 or 1: the play screen's). */
const slots = createStore(0);
let counter = 0;

function put(entry: Entry): void {
  entries.set([...entries.get().filter((e) => e.id !== entry.id), entry]);
}

function drop(id: string): void {
  if (entries.get().some((e) => e.id === id)) entries.set(entries.get().filter((e) => e.id !== id));
}

/**
 * A store's value, followed from the layout effect on: the slot mounts in the same commit as the notices
 * (useStore subscribes after the paint and would miss that).
 */
function useNow<T>(store: Store<T>): T {
  const [, setValue] = useState(store.get());
  useLayoutEffect(() => {
    const sync = () => setValue(store.get());
    sync();
    return store.subscribe(sync);
  }, [store]);
  return store.get();
}

export function Notice({ id, kind = '', testid, role, reason, children }: {
  /** Unique among the notices on screen at once. */
  id: string;
  /** Extra classes (`paused`, `kopile`, …) beside `notice`. */
  kind?: string;
  testid?: string;
  role?: 'status' | 'alert';
  /** The hold's `data-reason`. */
  reason?: string;
  children?: ComponentChildren;
}): JSX.Element | null {
  const slotted = useNow(slots) > 0;
  const since = useRef(0);
  const draw = () => (
    <div class={kind ? `notice ${kind}` : 'notice'} data-testid={testid} data-notice={id} data-reason={reason} role={role}>{children}</div>
  );
  // Every render hands the slot the latest drawing (its words or buttons may have changed).
  useLayoutEffect(() => {
    if (!slotted) {
      drop(id);
      return;
    }
    if (since.current === 0) since.current = ++counter;
    put({ id, since: since.current, draw });
  });
  useLayoutEffect(() => () => {
    since.current = 0;
    drop(id);
  }, [id]);
  return slotted ? null : draw();
}

/** The one place of the notices: the newest, and a button to step to the older ones (newest first). */
export function NoticeSlot(): JSX.Element | null {
  const { t } = useT();
  const list = useNow(entries);
  // The notice the player stepped to, valid while nothing newer came: a new notice shows at once.
  const [picked, setPicked] = useState<{ id: string; newest: number } | null>(null);
  useLayoutEffect(() => {
    slots.update((n) => n + 1);
    return () => slots.update((n) => n - 1);
  }, []);
  const order = [...list].sort((a, b) => b.since - a.since);
  if (order.length === 0) return null;
  const newest = order[0]!.since;
  const at = picked && picked.newest === newest ? Math.max(0, order.findIndex((e) => e.id === picked.id)) : 0;
  const shown = order[at]!;
  const next = order[(at + 1) % order.length]!;
  return (
    <div class="notice-slot" data-testid="notice-slot" data-count={order.length}>
      {shown.draw()}
      {order.length > 1 && (
        <button
          type="button" class="small notice-next" data-action="next-notice"
          aria-label={t('noticeNext', { n: ((at + 1) % order.length) + 1, m: order.length })}
          onClick={() => setPicked({ id: next.id, newest })}
        >
          {at + 1}/{order.length} ›
        </button>
      )}
    </div>
  );
}
