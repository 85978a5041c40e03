/** A game's box cover, from the game's web module (a plain box with its name for a game without one). */
import type { JSX } from 'preact';
import { webGame } from './registry.ts';
import { Title } from './cover-art.tsx';

export function Cover({ id, name, class: cls }: { id: string; name: string; class?: string }): JSX.Element {
  const Art = webGame(id)?.Cover;
  return (
    <svg class={`cover ${cls ?? ''}`} viewBox="0 0 300 400" role="img" aria-label={name}>
      {Art ? <Art title={name.toUpperCase()} /> : (
        <g>
          <rect width="300" height="400" fill="#0f3d2e" />
          <Title text={name} y={210} fill="#fff" size={30} />
        </g>
      )}
    </svg>
  );
}
