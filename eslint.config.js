import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/*
 * The web app's import direction (docs/architecture.md, "Layers"; decision 0011):
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
const PARENT_RELATIVE = {
  regex: '^\\.\\./',
  message: 'This leaves its layer: import through the "@/" alias.',
};
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
const FIRST_SCREEN_FEATURES = new Set([
  'back-in-stock',
  'cart',
  'catalog',
  'home',
  'menus',
  'reviews',
  'wishlist',
]);

/**
 * One block per folder. A file must match exactly one of them: a later block that sets the same
 * rule replaces the earlier one's options rather than adding to them.
 */
// The framework chunk every storefront page loads holds whatever of TanStack Query any page uses:
// `useQueries` alone added 0.9 KB gzipped to every first screen for one admin form.
const FRAMEWORK_WEIGHT = {
  name: '@tanstack/react-query',
  importNames: ['useQueries', 'useSuspenseQueries'],
  message:
    'It joins the framework chunk of every storefront page: use one useQuery per item (bench/README.md, "JavaScript on the first screen").',
};

const boundary = (files, patterns, rules = {}) => ({
  files,
  ignores: TESTS,
  rules: {
    'no-restricted-imports': [
      'error',
      { paths: [FRAMEWORK_WEIGHT], patterns: [TEST_HELPERS, ...patterns] },
    ],
    ...rules,
  },
});

const featureBoundaries = (feature) => {
  const otherFeatures = {
    regex: `^@/features/(?!${feature}(/|$))`,
    message:
      'A feature never imports another: share through api/, components/ or lib/, or compose in app/.',
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
    boundary(
      [`${WEB}/features/${feature}/**`],
      [DEEP_RELATIVE, otherFeatures, app, ...firstScreen],
      lazyImports,
    ),
    // From a file at the top of a feature, a single "../" already leaves it.
    boundary(
      [`${WEB}/features/${feature}/*.{ts,tsx}`],
      [PARENT_RELATIVE, otherFeatures, app, ...firstScreen],
      lazyImports,
    ),
  ];
};

const webBoundaries = [
  boundary([`${WEB}/app/**`], [SONNER]),
  boundary(
    [`${WEB}/lib/**`],
    [
      PARENT_RELATIVE,
      SONNER,
      layers(['app', 'features', 'api', 'components'], '`lib` imports no other layer.'),
    ],
  ),
  boundary(
    [`${WEB}/components/ui/**`],
    [
      PARENT_RELATIVE,
      SONNER,
      layers(
        ['app', 'features', 'api'],
        'Design-system primitives import only `lib` and each other.',
      ),
      {
        regex: '^@/components/(?!ui/)',
        message: 'Design-system primitives import only `lib` and each other.',
      },
    ],
  ),
  boundary(
    [`${WEB}/components/*.{ts,tsx}`],
    [
      PARENT_RELATIVE,
      SONNER,
      layers(['app', 'features', 'api'], 'Shared components take their data as props.'),
    ],
  ),
  boundary(
    [`${WEB}/api/**`],
    [
      PARENT_RELATIVE,
      layers(['app', 'features', 'components'], '`api` imports only `lib` and the contracts.'),
    ],
  ),
  ...FEATURES.flatMap(featureBoundaries),
];

/*
 * The API's module boundary: routes -> service -> repository inside a module, and one module
 * reaches another only through its service, never its repository or other files.
 * Why: a module's repository is its private data access; going through the service keeps its
 * rules (what counts as taken, verified, disabled) in one place. Tests and their fixtures may
 * reach any repository to set data up.
 *
 * Modules import each other along the dependencies declared below, which must stay free of
 * cycles (checked as this file loads), so no chain of imports leads from a module back to itself
 * (decision 0038). Work that joins modules which must not know each other is a flow
 * (apps/api/src/flows): flows import module services, modules never import flows.
 */
const API_MODULES_DIR = 'apps/api/src/modules';
const API_MODULES = readdirSync(new URL(`./${API_MODULES_DIR}`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** What each API module may import: a new import of another module is declared here first. */
const API_MODULE_DEPENDENCIES = {
  account: ['sessions', 'users'],
  addresses: ['location'],
  audit: [],
  auth: ['sessions', 'two-factor', 'users', 'verification'],
  'back-in-stock': ['catalog'],
  cart: ['catalog', 'payments', 'promotions', 'settings', 'shipping', 'tax'],
  catalog: ['audit', 'media', 'notifications', 'settings', 'tax', 'users'],
  contact: ['notifications'],
  dashboard: ['settings'],
  health: [],
  invoices: ['catalog', 'location', 'orders', 'settings'],
  jobs: ['audit', 'notifications'],
  location: [],
  media: [],
  menus: ['audit'],
  newsletter: [],
  notifications: ['audit'],
  oidc: ['sessions', 'two-factor', 'users'],
  orders: [
    'addresses',
    'audit',
    'cart',
    'catalog',
    'notifications',
    'promotions',
    'saved-carts',
    'settings',
    'shipments',
    'tax',
  ],
  payments: ['audit', 'settings'],
  promotions: ['audit'],
  returns: ['audit', 'catalog', 'notifications', 'orders', 'settings'],
  reviews: ['audit', 'catalog', 'notifications', 'orders'],
  'saved-carts': ['account', 'catalog', 'settings'],
  sessions: [],
  settings: ['audit', 'location'],
  shipments: [],
  shipping: ['audit', 'location'],
  tax: ['audit'],
  'two-factor': ['audit', 'sessions', 'settings', 'users'],
  users: ['audit'],
  verification: ['sessions', 'two-factor', 'users'],
  wishlist: ['catalog'],
};

/** Throws unless every module is declared, with known modules only, and no cycle among them. */
function checkModuleDependencies(modules, dependencies) {
  for (const name of modules) {
    if (!(name in dependencies))
      throw new Error(
        `eslint.config.js: declare the API module "${name}" in API_MODULE_DEPENDENCIES.`,
      );
  }
  for (const [name, uses] of Object.entries(dependencies)) {
    const unknown = [name, ...uses].filter((used) => !modules.includes(used));
    if (unknown.length > 0)
      throw new Error(`eslint.config.js: API_MODULE_DEPENDENCIES names no module "${unknown[0]}".`);
  }
  const done = new Set();
  const visit = (name, path) => {
    if (path.includes(name)) {
      const cycle = [...path.slice(path.indexOf(name)), name].join(' -> ');
      throw new Error(
        `eslint.config.js: the API modules would import each other in a cycle: ${cycle}.`,
      );
    }
    if (done.has(name)) return;
    for (const used of dependencies[name]) visit(used, [...path, name]);
    done.add(name);
  };
  for (const name of modules) visit(name, []);
}
checkModuleDependencies(API_MODULES, API_MODULE_DEPENDENCIES);

// `../users/users.service.js` from a module's folder, or the longer `../modules/users/...` form
// from any depth (a module's files sit at the top of its folder); never `../../jobs/` (src/jobs).
// From a flow (src/flows), only the `../modules/users/...` form names a module: `../jobs/` there
// is src/jobs.
const moduleImport = (names, { fromFlow = false } = {}) =>
  fromFlow
    ? `^(\\.\\./)+modules/(${names.join('|')})/`
    : `^(\\.\\./(?!\\.\\.)|(\\.\\./)+modules/)(${names.join('|')})/`;
const otherModuleRepository = (options) => ({
  regex: `${moduleImport(API_MODULES, options)}([^/]+/)*[^/]*\\.repository(\\.js)?$`,
  message: 'A module reaches another through its service, never its repository.',
});
const OTHER_MODULE_REPOSITORY = otherModuleRepository();
const notAService = (names, options) => ({
  regex: `${moduleImport(names, options)}(?![^/]*\\.service(\\.js)?$)`,
  message: 'A module is reached through its *.service.ts only.',
});
const FLOWS = {
  regex: '^(\\.\\./)+flows(/|$)',
  message: 'Modules never import flows: a flow sits above the modules it joins.',
};
const API_TESTS = ['apps/api/**/*.test.ts', 'apps/api/**/*.test-fixtures.ts'];
// The only blocks that set no-restricted-imports for API files, one per file (see `boundary` above).
const apiBoundaries = [
  ...API_MODULES.map((name) => {
    const others = API_MODULES.filter((other) => other !== name);
    const undeclared = others.filter((other) => !API_MODULE_DEPENDENCIES[name].includes(other));
    const allowed = API_MODULE_DEPENDENCIES[name].join(', ') || 'no other module';
    const patterns = [OTHER_MODULE_REPOSITORY, notAService(others), FLOWS];
    if (undeclared.length > 0) {
      patterns.push({
        regex: moduleImport(undeclared),
        message:
          `The module "${name}" imports ${allowed} (API_MODULE_DEPENDENCIES in eslint.config.js). ` +
          'Declare a new dependency there unless it makes a cycle; work that needs one is a flow.',
      });
    }
    return {
      files: [`${API_MODULES_DIR}/${name}/**/*.ts`],
      ignores: API_TESTS,
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    };
  }),
  {
    files: ['apps/api/src/flows/**/*.ts'],
    ignores: API_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            otherModuleRepository({ fromFlow: true }),
            notAService(API_MODULES, { fromFlow: true }),
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
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
