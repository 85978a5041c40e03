// CSS that holds on the oldest browsers the app supports (issue 27): every feature must exist in all of
// packages/web/package.json's browserslist — the same list the old-browser build is compiled for. Run by
// `npm run lint` (lint:css).
import browserslist from 'browserslist';

export default {
  plugins: ['stylelint-no-unsupported-browser-features'],
  rules: {
    'plugin/no-unsupported-browser-features': [true, {
      browsers: browserslist.loadConfig({ path: 'packages/web' }),
      severity: 'error',
      ignorePartialSupport: true,
      ignore: [
        // Handled by the build: flex gap becomes margins where a browser ignores it
        // (packages/web/scripts/flex-gap-fallback.ts), grid gap also grid-gap (postcss-gap-properties).
        'flexbox-gap',
        // doiuse matches "max(" inside every grid `minmax(`; min()/max()/clamp() are refused by
        // function-disallowed-list below instead, which reads function names.
        'css-math-functions',
        // Enhancements that leave the layout as it is where missing: the browser's own :focus outline,
        // motion as usual, instant scrolling, the double-tap zoom delay, no blur behind an overlay
        // (its background is already dark).
        'css-focus-visible',
        'prefers-reduced-motion',
        'css-scroll-behavior',
        'css-touch-action',
        'pointer',
        'css-backdrop-filter',
      ],
    }],
    // Chromium < 79, Firefox < 75.
    'function-disallowed-list': ['min', 'max', 'clamp'],
  },
};
