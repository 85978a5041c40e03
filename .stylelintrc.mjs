// CSS that holds on the oldest browsers the app supports (issue 27): every feature must exist in all of
// packages/web/package.json's browserslist, or have a fallback the rule accepts. Run by `npm run lint`.
import browserslist from 'browserslist';

export default {
  plugins: ['stylelint-no-unsupported-browser-features'],
  rules: {
    'plugin/no-unsupported-browser-features': [true, {
      browsers: browserslist.loadConfig({ path: 'packages/web' }),
      severity: 'error',
      ignorePartialSupport: true,
    }],
  },
};
