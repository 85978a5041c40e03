/**
 * One game's web module: everything the TV, the phone and the catalogue show of it beyond the engine's
 * metadata. Each game writes one in its folder (`games/<id>/index.ts`) and adds it to `registry.ts`; no
 * other web file names a game.
 */
import type { ComponentType, JSX } from 'preact';
import type { GameEvent, ViewHeader } from '@kitchen-table/engine';
import type { GamePhoneProps } from '../phone/games/common.tsx';
import type { TvGame } from '../tv/games/types.ts';
import type { SoundName } from '../shared/sound.ts';
import type { GameContent } from './content.ts';
import type { DealWhyFn } from './deal-why.ts';
import type { GameWords } from '../i18n.ts';

/**
 * A game's phone screen as the registry holds it: for any view (the phone hands it the client's view, which
 * is the game's own). Each game's `loadPhone` narrows its screen once, where it is registered.
 */
export type PhoneScreen = ComponentType<GamePhoneProps<ViewHeader>>;

/**
 * A game's own strings (`games/<id>/strings.ts`): English, and German for every English key. The registry
 * adds them to the shared ones (strings/index.ts), so the game's files say `t('key')` like any other.
 */
export interface GameStrings<En extends Readonly<Record<string, string>> = Readonly<Record<string, string>>> {
  en: En;
  de: Readonly<Record<keyof En, string>>;
}

/**
 * E: the game's events (its `<Game>Event`); the registry holds `WebGame` (its event members are methods: every
 * game fits). En: its English strings (`typeof en` of its strings.ts), whose keys the registry adds to `StringKey`.
 */
export interface WebGame<E extends GameEvent = GameEvent, En extends Readonly<Record<string, string>> = Readonly<Record<string, string>>> {
  /** The engine game's id (`GameDefinition.meta.id`). */
  id: string;
  /** Its own strings, EN and DE (games/<id>/strings.ts): what only its screens, summary and refusals say. */
  strings: GameStrings<En>;
  /**
   * The phone during a match: the game's brief table, actions and hand. Loaded on first use (issue 27,
   * part 7): the join screen and the lobby do not carry the games' play screens.
   */
  loadPhone(): Promise<PhoneScreen>;
  /** The TV during a match: the felt's centre, the sidebar, seat lines, flashes. Loaded on first use too. */
  loadTv(): Promise<TvGame>;
  /**
   * Why a deal's points are what they are, for the summary between deals on the TV and the phones (issue
   * 28, part 4), from the deal's `dealScored` event. Loaded on first use, like the play screens.
   */
  loadDealWhy(): Promise<DealWhyFn>;
  /** The host's explanation and the points at a glance (catalogue, TV lobby, the phone's rules sheet). */
  content: GameContent;
  /** The box cover's art inside a 300×400 viewBox; `title` is the game's name in capitals. */
  Cover: (props: { title: string }) => JSX.Element;
  /** A few cards that show the game's pack on its catalogue page. */
  sampleCards: readonly string[];
  /** The ranks from high to low, as a sorted hand shows them. */
  rankOrder: readonly string[];
  /**
   * The game's words for the strings every game shares (games/words.ts; the glossary in
   * docs/players/glossary.md): a round, a game or a hand for a deal, Striche for points. Without them a
   * deal is called a deal.
   */
  words?: GameWords;
  /** The phone's answer to one of the game's own events: a sound, a buzz, a toast (`seat`: this phone's, or null). */
  phoneEvent?(event: E, names: readonly string[], seat: number | null): void;
  /** The table's sound for one of the game's own events (null: none); it wins over the common ones. */
  tableSound?(event: E): SoundName | null;
}
