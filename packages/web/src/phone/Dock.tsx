/**
 * The phone's dock (issue 28, part 2): the hand and the controls of the decision at hand (calls, Pass, a
 * run's Play, a give, zwang, the next deal) in one region held at the bottom of the screen. Everything
 * else (the top bar, notices, the lesson, the coach's tip, the game's brief table) scrolls above and behind
 * it, so no notice, lesson line or long name can push a card or a button below the fold, and no toast is
 * placed over it (toasts sit at the top and let taps through: phone.css).
 *
 * Each game's phone screen puts its controls and its hand in `<Dock>`; what the play screen itself adds to
 * the decision (whose turn with the clock, the summary's "Next deal") comes in through `DockExtra`, so
 * that no game screen needs to know about it.
 */
import { createContext, type ComponentChildren, type JSX } from 'preact';
import { useContext } from 'preact/hooks';
import './dock.css';

export const DockExtra = createContext<JSX.Element | null>(null);

/**
 * Between deals (the summary is on) the hand shown is the next deal's and nobody is to move: a tapped card
 * says so instead of naming a player whose turn it is (there is none: "it is ?'s turn").
 */
export const BetweenDeals = createContext(false);

export function Dock({ children }: { children?: ComponentChildren }): JSX.Element {
  const extra = useContext(DockExtra);
  return (
    <div class="dock" data-testid="dock">
      {extra}
      {children}
    </div>
  );
}
