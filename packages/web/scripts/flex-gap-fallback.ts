/**
 * A fallback for flex `gap` (Chromium < 84, Safari < 14.1: the 2019–2020 TVs and iOS 12–14 phones,
 * issue 27), as a PostCSS plugin in the web build. For each rule that sets `display: flex` (or
 * inline-flex) and `gap` together, it adds margins between the items under `html.no-flex-gap` — the
 * class the page's loader sets when a measurement shows the browser ignores flex gap (legacy-gate.ts).
 * Browsers with flex gap never match those rules, so their layout is exactly what the CSS says.
 *
 * Why not a library: flex-gap-polyfill rewrites every flex container's margins for all browsers
 * (custom properties and `pointer-events` tricks on modern ones too); postcss-gap-properties covers
 * grid only (it is used for that). The margins: a row puts the column gap before each item but the
 * first, a column the row gap above each item but the first; a wrapping row gives each item the column
 * gap on its right (but the last) and the row gap below (the last line's extra space below is the known
 * cost). Text directly in a flex container is an item no selector reaches: such text goes in a span.
 * `stylelint` (.stylelintrc.mjs) accepts flex gap because of this, and nothing else about it.
 */
import type { Declaration, Plugin, Rule } from 'postcss';

export const NO_FLEX_GAP_CLASS = 'no-flex-gap';

function gaps(rule: Rule): { row: string; column: string } | null {
  let row: string | null = null;
  let column: string | null = null;
  rule.each((node) => {
    if (node.type !== 'decl') return;
    const decl = node as Declaration;
    if (decl.prop === 'gap') {
      const [r, c] = decl.value.trim().split(/\s+/);
      row = r!;
      column = c ?? r!;
    } else if (decl.prop === 'row-gap') row = decl.value.trim();
    else if (decl.prop === 'column-gap') column = decl.value.trim();
  });
  if (row === null && column === null) return null;
  return { row: row ?? '0', column: column ?? '0' };
}

const valueOf = (rule: Rule, prop: string): string | null => {
  let value: string | null = null;
  rule.walkDecls(prop, (d) => { value = d.value.trim(); });
  return value;
};

const prefixed = (rule: Rule, suffix: string): string =>
  rule.selectors.map((s) => `${/^html\b/.test(s) ? s.replace(/^html/, `html.${NO_FLEX_GAP_CLASS}`) : `html.${NO_FLEX_GAP_CLASS} ${s}`}${suffix}`).join(', ');

export function flexGapFallback(): Plugin {
  return {
    postcssPlugin: 'kitchen-table-flex-gap-fallback',
    Once(root, { rule: newRule, decl: newDecl }) {
      root.walkRules((rule) => {
        const display = valueOf(rule, 'display');
        if (display !== 'flex' && display !== 'inline-flex') return;
        if (rule.parent?.type === 'atrule' && /keyframes/i.test((rule.parent as { name: string }).name)) return;
        const gap = gaps(rule);
        if (!gap) return;
        const flow = `${valueOf(rule, 'flex-direction') ?? ''} ${valueOf(rule, 'flex-flow') ?? ''} ${valueOf(rule, 'flex-wrap') ?? ''}`;
        const column = /column/.test(flow);
        const reverse = /reverse/.test(flow);
        const wraps = /(^|\s)wrap/.test(flow);
        // Nodes with the flex rule's source (Vite warns about nodes without one).
        const fallback = (suffix: string, decls: Record<string, string>) =>
          newRule({ selector: prefixed(rule, suffix), source: rule.source, nodes: Object.entries(decls).map(([prop, value]) => newDecl({ prop, value, source: rule.source })) });
        const fallbacks = wraps && !column
          // A row that fits on one line must not wrap for the last item's margin.
          ? [fallback(' > *', { 'margin-right': gap.column, 'margin-bottom': gap.row }), fallback(' > *:last-child', { 'margin-right': '0' })]
          : column
            ? [fallback(' > * + *', { [`margin-${reverse ? 'bottom' : 'top'}`]: gap.row })]
            : [fallback(' > * + *', { [`margin-${reverse ? 'right' : 'left'}`]: gap.column })];
        rule.after(fallbacks);
      });
    },
  };
}
flexGapFallback.postcss = true;
