/** An option's chosen value in words (the TV lobby and the phones of players who are not the host). */
import type { OptionDef, OptionValue } from '@kitchen-table/engine';
import type { Lang } from '../i18n.ts';

export function optionText(def: OptionDef, value: OptionValue | undefined, lang: Lang, onOff: [string, string]): string {
  const v = value ?? def.default;
  if (def.kind === 'choice') return def.choices.find((c) => c.value === v)?.label[lang] ?? String(v);
  if (def.kind === 'boolean') return v ? onOff[0] : onOff[1];
  return String(v);
}
