import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/*
 * The web app's import direction (docs/architecture.md, "Web app"; decision 0011):
 *   lib  <-  components/ui  <-  components  <-  features  <-  app
 *   lib  <-  api  <-  features
 * `lib` imports no other layer of ours, `components/ui` only `lib`, `api` only `lib` (and the
 * contracts), a feature never another feature, and only `app` (router, layouts, composition)
 * sees them all. Tests and the test helpers may cross layers. Relative imports climb one folder
 * at most, so an import that leaves its folder is written `@/layer/...` where the rules see it.
 */
const WEB = 'apps/web/src';
const TESTS = [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/test/**`];
const FEATURES = readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layers = (names, message) => ({ regex: `^@/(${names.join('|')})(/|$)`, message });
const TEST_HELPERS = layers(['test'], 'Test helpers are for tests.');
const DEEP_RELATIVE = {
  regex: '^\\.\\./\\.\\./',
  message: 'Import from another folder through the "@/" alias, so the layer rules can check it.',
};
const PARENT_RELATIVE = { regex: '^\\.\\./', message: 'This leaves its layer: import through the "@/" alias.' };
/**
 * Code a storefront page's first screen may load toasts through `@/components/ui/toast`, which
 * loads sonner on the first toast (sonner would add about 9 KB to every first screen).
 */
const SONNER = {
  regex: '^sonner$',
  allowTypeImports: true,
  message: 'Toast through "@/components/ui/toast": it loads sonner only when a toast is shown.',
};
/** The features whose code storefront first screens load. */
const FIRST_SCREEN_FEATURES = new Set(['cart', 'catalog', 'home', 'menus', 'reviews', 'wishlist']);

/**
 * One block per folder. A file must match exactly one of them: a later block that sets the same
 * rule replaces the earlier one's options rather than adding to them.
 */
const boundary = (files, patterns, rules = {}) => ({
  files,
  ignores: TESTS,
  rules: { 'no-restricted-imports': ['error', { patterns: [TEST_HELPERS, ...patterns] }], ...rules },
});

const featureBoundaries = (feature) => {
  const otherFeatures = {
    regex: `^@/features/(?!${feature}(/|$))`,
    message: 'A feature never imports another: share through api/, components/ or lib/, or compose in app/.',
  };
  const app = layers(['app'], 'A feature does not import the app; the app composes features.');
  // no-restricted-imports does not look at `import()`; the selector's regex cannot hold a "/".
  const lazyImports = {
    'no-restricted-syntax': [
      'error',
      {
        selector: `ImportExpression[source.value=/^@.(app|features.(?!${feature}([^-\\w]|$)))/]`,
        message: 'A feature never loads another feature or the app.',
      },
    ],
  };
  const firstScreen = FIRST_SCREEN_FEATURES.has(feature) ? [SONNER] : [];
  return [
    boundary([`${WEB}/features/${feature}/**`], [DEEP_RELATIVE, otherFeatures, app, ...firstScreen], lazyImports),
    // From a file at the top of a feature, a single "../" already leaves it.
    boundary([`${WEB}/features/${feature}/*.{ts,tsx}`], [PARENT_RELATIVE, otherFeatures, app, ...firstScreen], lazyImports),
  ];
};

const webBoundaries = [
  boundary([`${WEB}/app/**`], [SONNER]),
  boundary([`${WEB}/lib/**`], [PARENT_RELATIVE, SONNER, layers(['app', 'features', 'api', 'components'], '`lib` imports no other layer.')]),
  boundary(
    [`${WEB}/components/ui/**`],
    [
      PARENT_RELATIVE,
      SONNER,
      layers(['app', 'features', 'api'], 'Design-system primitives import only `lib` and each other.'),
      { regex: '^@/components/(?!ui/)', message: 'Design-system primitives import only `lib` and each other.' },
    ],
  ),
  boundary(
    [`${WEB}/components/*.{ts,tsx}`],
    [PARENT_RELATIVE, SONNER, layers(['app', 'features', 'api'], 'Shared components take their data as props.')],
  ),
  boundary([`${WEB}/api/**`], [PARENT_RELATIVE, layers(['app', 'features', 'components'], '`api` imports only `lib` and the contracts.')]),
  ...FEATURES.flatMap(featureBoundaries),
];

/*
 * The API's module boundary (docs/architecture.md, "Layers"): routes -> service -> repository
 * inside a module, and one module reaches another only through its service, never its repository.
 * Why: a module's repository is its private data access; going through the service keeps its
 * rules (what counts as taken, verified, disabled) in one place. Tests and their fixtures may
 * reach any repository to set data up.
 */
const API_MODULES_DIR = 'apps/api/src/modules';
const API_MODULES = readdirSync(new URL(`./${API_MODULES_DIR}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const OTHER_MODULE_REPOSITORY = {
  // `../users/users.repository.js`, and the longer `../../modules/users/...` form, from any depth.
  regex: `^(\\.\\./)+(modules/)?(${API_MODULES.join('|')})/([^/]+/)*[^/]*\\.repository(\\.js)?$`,
  message: 'A module reaches another through its service, never its repository.',
};
// The only block that sets no-restricted-imports for API files (see `boundary` above).
const apiBoundaries = [
  {
    files: [`${API_MODULES_DIR}/**/*.ts`],
    ignores: ['apps/api/**/*.test.ts', 'apps/api/**/*.test-fixtures.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [OTHER_MODULE_REPOSITORY] }] },
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...webBoundaries,
  ...apiBoundaries,
);
