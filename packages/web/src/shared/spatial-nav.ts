/**
 * A TV remote's arrow keys (issue 27, part 5): each arrow moves the focus to the nearest control in that
 * direction on screen; Enter presses it (a focused button does that natively). The first arrow with
 * nothing focused picks the first control in reading order (top left). While a modal dialog is open
 * (`[aria-modal=true]`, the last one in the page wins) only its controls take part, so the focus never
 * wanders under it. While the remote is in use the root carries `kbd-nav`: the focus ring shows (a
 * class, not `:focus-visible`, which older TV engines lack); a pointer or touch takes it off.
 *
 * Written here rather than taken from npm: the candidates were @bbc/tv-lrud-spatial (0.0.x, and it lists
 * Babel as runtime dependencies), @noriginmedia/norigin-spatial-navigation (React hooks and a focus
 * tree to declare per component) and js-spatial-navigation (unmaintained since 2017). The TV page needs
 * geometry over the buttons it already has: these ~100 lines, no registration in the components.
 */

export type Direction = 'up' | 'down' | 'left' | 'right';

const ARROWS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The gap between two ranges on one axis (0 when they overlap). */
function gap(a0: number, a1: number, b0: number, b1: number): number {
  return b0 > a1 ? b0 - a1 : a0 > b1 ? a0 - b1 : 0;
}

/**
 * How far `to` lies from `from` going `dir`, or null when it is not that way at all. Left and right
 * stay in the row (a control beside this one, overlapping its height); up and down go to the nearest
 * control above or below, the sideways offset counting three times the distance along the arrow: a
 * control straight ahead wins over a nearer one off to the side, as a person reading the screen expects.
 */
export function directionalDistance(from: Box, to: Box, dir: Direction): number | null {
  const cx = (b: Box) => (b.left + b.right) / 2;
  const cy = (b: Box) => (b.top + b.bottom) / 2;
  const slack = 1; // rounding of scaled layouts
  let along: number;
  let aside: number;
  switch (dir) {
    case 'right':
      // Sideways moves stay in the row: the end of a row is the end (down and up change rows).
      if (cx(to) <= cx(from) + slack || gap(from.top, from.bottom, to.top, to.bottom) > 0) return null;
      along = Math.max(0, to.left - from.right);
      aside = gap(from.top, from.bottom, to.top, to.bottom);
      break;
    case 'left':
      if (cx(to) >= cx(from) - slack || gap(from.top, from.bottom, to.top, to.bottom) > 0) return null;
      along = Math.max(0, from.left - to.right);
      aside = gap(from.top, from.bottom, to.top, to.bottom);
      break;
    case 'down':
      if (cy(to) <= cy(from) + slack) return null;
      along = Math.max(0, to.top - from.bottom);
      aside = gap(from.left, from.right, to.left, to.right);
      break;
    case 'up':
      if (cy(to) >= cy(from) - slack) return null;
      along = Math.max(0, from.top - to.bottom);
      aside = gap(from.left, from.right, to.left, to.right);
      break;
  }
  return along + 3 * aside;
}

/** The index of the best box to move to from `from` going `dir` (-1: none that way). */
export function nextIndex(from: Box, boxes: readonly Box[], dir: Direction): number {
  let best = -1;
  let bestDistance = Infinity;
  boxes.forEach((box, i) => {
    const d = directionalDistance(from, box, dir);
    if (d !== null && d < bestDistance) {
      best = i;
      bestDistance = d;
    }
  });
  return best;
}

function visible(el: HTMLElement): boolean {
  const r = el.getBoundingClientRect();
  if (r.width <= 0 || r.height <= 0) return false;
  const style = getComputedStyle(el);
  return style.visibility !== 'hidden' && style.display !== 'none';
}

/** The controls the arrows may reach now: inside the topmost open modal dialog, or the whole page. */
export function reachableControls(doc: Document = document): HTMLElement[] {
  const dialogs = doc.querySelectorAll<HTMLElement>('[aria-modal="true"]');
  const scope: ParentNode = dialogs.length > 0 ? dialogs[dialogs.length - 1]! : doc;
  return [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(visible);
}

function box(el: Element): Box {
  const r = el.getBoundingClientRect();
  return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
}

/** Moves the focus one step `dir`; returns the newly focused control (null: nothing that way). */
export function moveFocus(dir: Direction, doc: Document = document): HTMLElement | null {
  const controls = reachableControls(doc);
  if (controls.length === 0) return null;
  const current = doc.activeElement as HTMLElement | null;
  let target: HTMLElement | undefined;
  if (!current || !controls.includes(current)) {
    // Nothing (or something outside the dialog) has the focus: start top left, in reading order.
    target = [...controls].sort((a, b) => box(a).top - box(b).top || box(a).left - box(b).left)[0];
  } else {
    const i = nextIndex(box(current), controls.map(box), dir);
    target = i >= 0 ? controls[i] : undefined;
  }
  target?.focus();
  return target ?? null;
}

/** Installs the arrow keys on the page; returns the function that removes them. */
export function installSpatialNavigation(doc: Document = document): () => void {
  const root = doc.documentElement;
  const onKey = (e: KeyboardEvent) => {
    const dir = ARROWS[e.key];
    if (!dir || e.altKey || e.ctrlKey || e.metaKey) return;
    const t = e.target as HTMLElement | null;
    if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.isContentEditable)) return;
    root.classList.add('kbd-nav');
    e.preventDefault(); // no page scroll under the TV's stage
    moveFocus(dir, doc);
  };
  const onKeyAny = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === 'Tab') root.classList.add('kbd-nav');
  };
  const onPointer = () => root.classList.remove('kbd-nav');
  doc.addEventListener('keydown', onKey);
  doc.addEventListener('keydown', onKeyAny);
  doc.addEventListener('pointerdown', onPointer, { passive: true });
  return () => {
    doc.removeEventListener('keydown', onKey);
    doc.removeEventListener('keydown', onKeyAny);
    doc.removeEventListener('pointerdown', onPointer);
  };
}
