/** The host's lobby controls: game, players, every option of the game, clock, bot speed, start. */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { findEntry, optionApplies } from '@kitchen-table/engine/catalogue';
import { CLOCK_CHOICES, SUMMARY_CHOICES, type RoomState } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';
import { Cover } from '../games/covers.tsx';
import { playableGames } from '../games/registry.ts';
import { OptionField } from './OptionField.tsx';
import { attempt, phoneSession } from './context.ts';
import { Icon } from '../shared/Icon.tsx';
import './lesson.css';

const BOT_SPEEDS = [
  { ms: 400, key: 'botFast' },
  { ms: 1200, key: 'botNatural' },
  { ms: 2500, key: 'botSlow' },
] as const;

export function HostControls({ room }: { room: RoomState }): JSX.Element {
  const { t, local } = useT();
  const client = phoneSession().client;
  const config = room.config;
  const game = config.game ? findEntry(config.game) : undefined;
  const [starting, setStarting] = useState(false);
  const configure = (patch: Parameters<typeof client.configure>[0]) => attempt(() => client.configure(patch));
  const pickGame = (id: string) => {
    const def = findEntry(id);
    if (!def) return;
    const seats = Math.max(def.meta.minPlayers, Math.min(def.meta.maxPlayers, config.seats));
    void configure({ game: id, seats });
  };
  return (
    <section class="host-controls" aria-label={t('hostControls')}>
      <h2><Icon name="crown" /> {t('hostControls')}</h2>
      <div class="game-picker" role="group" aria-label={t('chooseGame')}>
        {playableGames().map(({ game: { meta } }) => (
          <button
            type="button" key={meta.id} class="game-pick" aria-pressed={config.game === meta.id} data-game={meta.id}
            onClick={() => pickGame(meta.id)}
          >
            <Cover id={meta.id} name={local(meta.name)} />
            <span>{local(meta.name)}</span>
          </button>
        ))}
      </div>
      {game && (
        <div class="options">
          <div class="option" data-option="seats">
            {/* A game for exactly four says so, instead of a stepper that cannot move ("Players (4–4)"). */}
            {game.meta.minPlayers === game.meta.maxPlayers ? (
              <span class="option-label">{t('seatCountFixed', { n: game.meta.minPlayers })}</span>
            ) : (
              <>
                <span class="option-label">{t('seatCountRange', { min: game.meta.minPlayers, max: game.meta.maxPlayers })}</span>
                <div class="stepper">
                  <button type="button" aria-label={`${t('seatCount')}: −`} disabled={config.seats <= game.meta.minPlayers} onClick={() => configure({ seats: config.seats - 1 })}>−</button>
                  <output>{config.seats}</output>
                  <button type="button" aria-label={`${t('seatCount')}: +`} disabled={config.seats >= game.meta.maxPlayers} onClick={() => configure({ seats: config.seats + 1 })}>+</button>
                </div>
              </>
            )}
          </div>
          {game.optionDefs.filter((def) => optionApplies(def, game.optionDefs, config.options)).map((def) => (
            <OptionField
              key={def.id} def={def} value={config.options[def.id]}
              onChange={(v) => configure({ options: { ...config.options, [def.id]: v } })}
            />
          ))}
          <fieldset class="option" data-option="clock">
            <legend>{t('clock')}</legend>
            <div class="choices">
              {CLOCK_CHOICES.map((s) => (
                <button type="button" key={s} aria-pressed={config.clockSeconds === s} onClick={() => configure({ clockSeconds: s })}>
                  {s === 0 ? t('clockOff') : `${s} s`}
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset class="option" data-option="summary">
            <legend>{t('summaryTime')}</legend>
            <div class="choices">
              {SUMMARY_CHOICES.map((s) => (
                <button type="button" key={s} aria-pressed={config.summarySeconds === s} onClick={() => configure({ summarySeconds: s })}>
                  {s} s
                </button>
              ))}
            </div>
            <p class="muted small-print">{t('summaryTimeHint')}</p>
          </fieldset>
          <fieldset class="option" data-option="botDelay">
            <legend>{t('botSpeed')}</legend>
            <div class="choices">
              {BOT_SPEEDS.map((b) => (
                <button type="button" key={b.ms} aria-pressed={config.botDelayMs === b.ms} onClick={() => configure({ botDelayMs: b.ms })}>
                  {t(b.key)}
                </button>
              ))}
            </div>
          </fieldset>
        </div>
      )}
      <button
        type="button" class="primary big start" disabled={!game || starting} data-action="start"
        onClick={async () => {
          setStarting(true);
          await attempt(() => client.start());
          setStarting(false);
        }}
      >
        ▶ {t('startMatch')}
      </button>
      {/* issue 18 part 3: the game's learning deal */}
      <button
        type="button" class="big lesson-start" disabled={!game || starting} data-action="start-lesson"
        onClick={async () => {
          setStarting(true);
          await attempt(() => client.startLesson());
          setStarting(false);
        }}
      >
        <Icon name="book" /> {t('startLesson')}
      </button>
      {game && <p class="muted small-print">{t('startLessonHint')}</p>}
      {game && <p class="muted small-print">{t('botsFillHint')}</p>}
    </section>
  );
}
