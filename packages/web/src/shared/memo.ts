/**
 * `memo(Component)`: the component re-renders only when a prop changed (shallow compare), or when its
 * own hooks ask (a store it reads, its state). The TV re-renders its table on every server update; the
 * cards, avatars and icons in it seldom change, and at a weak TV's CPU diffing them each time made long
 * tasks (issue 27, part 6). Preact's own `memo` lives in `preact/compat`; this is the same few lines.
 */
import { Component, createElement, type Attributes, type ComponentType, type FunctionComponent } from 'preact';

function shallowDiffers(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  for (const key in a) if (key !== '__source' && !(key in b)) return true;
  for (const key in b) if (key !== '__source' && a[key] !== b[key]) return true;
  return false;
}

export function memo<P extends object>(component: ComponentType<P>, same?: (before: P, after: P) => boolean): FunctionComponent<P> {
  class Memo extends Component<P> {
    override shouldComponentUpdate(next: P): boolean {
      return same ? !same(this.props as P, next) : shallowDiffers(this.props as Record<string, unknown>, next as Record<string, unknown>);
    }
    override render(props: P) {
      // P carries no `key`/`jsx` of its own: the props are the component's, as preact's Attributes allow.
      return createElement(component, props as Attributes & P);
    }
  }
  (Memo as unknown as { displayName: string }).displayName = `Memo(${component.displayName ?? component.name})`;
  return Memo as unknown as FunctionComponent<P>;
}
