import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Forbids imports that point outwards; the layer arrows of architecture.md, enforced. */
const layer = (files, forbidden) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map(({ group, because }) => ({ group, message: because })),
      },
    ],
  },
});

const outer = (name) => [`@/${name}`, `@/${name}/**`, `**/${name}/**`];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'test-results', 'playwright-report', 'sandbox/data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'tests/ui/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  { files: ['src/ui/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  layer(
    ['src/domain/**'],
    [
      {
        group: [...outer('application'), ...outer('infrastructure'), ...outer('ui')],
        because: 'The domain imports nothing outside itself.',
      },
      {
        group: ['react', 'react-*', 'rxjs', 'rxjs/*', 'axios', 'inversify', 'zod'],
        because: 'The domain is plain TypeScript.',
      },
    ],
  ),
  layer(
    ['src/application/**'],
    [
      {
        group: [...outer('infrastructure'), ...outer('ui')],
        because: 'Application imports only the domain.',
      },
      {
        group: ['react', 'react-*', 'axios', 'zod'],
        because: 'Application code is framework-free (inversify and rxjs only).',
      },
    ],
  ),
  layer(
    ['src/ui/**'],
    [
      {
        group: outer('infrastructure'),
        because: 'The ui never imports infrastructure; resolve a service with useService.',
      },
      { group: ['axios'], because: 'The ui talks to remote systems only through application services.' },
    ],
  ),
  layer(['src/infrastructure/**'], [{ group: outer('ui'), because: 'Adapters know nothing of the views.' }]),
);
