/** One host option, drawn from the game's `optionDefs`: choice buttons, a number stepper or a switch. */
import type { JSX } from 'preact';
import type { OptionDef, OptionValue } from '@kitchen-table/engine';
import { useT } from '../i18n.ts';

function stepFor(min: number, max: number): number {
  const range = max - min;
  return range > 100 ? 10 : 1;
}

export function OptionField({ def, value, onChange, disabled }: {
  def: OptionDef; value: OptionValue | undefined; onChange: (v: OptionValue) => void; disabled?: boolean;
}): JSX.Element {
  const { local, t } = useT();
  const label = local(def.label);
  if (def.kind === 'choice') {
    const current = value ?? def.default;
    return (
      <fieldset class="option" data-option={def.id}>
        <legend>{label}</legend>
        <div class="choices">
          {def.choices.map((c) => (
            <button
              type="button" key={String(c.value)} aria-pressed={c.value === current} disabled={disabled}
              onClick={() => onChange(c.value)}
            >
              {local(c.label)}
            </button>
          ))}
        </div>
      </fieldset>
    );
  }
  if (def.kind === 'integer') {
    const current = typeof value === 'number' ? value : def.default;
    const step = stepFor(def.min, def.max);
    const set = (v: number) => onChange(Math.max(def.min, Math.min(def.max, v)));
    return (
      <div class="option" data-option={def.id}>
        <span class="option-label">{label}</span>
        <div class="stepper">
          <button type="button" aria-label={`${label}: −`} disabled={disabled || current <= def.min} onClick={() => set(current - step)}>−</button>
          <output aria-live="polite">{current}</output>
          <button type="button" aria-label={`${label}: +`} disabled={disabled || current >= def.max} onClick={() => set(current + step)}>+</button>
        </div>
      </div>
    );
  }
  const on = value === undefined ? def.default : value === true;
  return (
    <div class="option" data-option={def.id}>
      <span class="option-label">{label}</span>
      <button type="button" class={`switch ${on ? 'on' : ''}`} role="switch" aria-checked={on} aria-label={label} disabled={disabled} onClick={() => onChange(!on)}>
        <span class="switch-knob" />
        <span class="switch-text">{on ? t('on') : t('off')}</span>
      </button>
    </div>
  );
}
