// Lint: typescript-eslint's recommended rules, Lit template checks, and
// custom-element good practice, over the source, tests, stories and scripts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'node_modules/', 'custom-elements.json', '.bench/', 'test-results/', 'tmp/', 'examples/*/dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.ts', 'stories/**/*.ts', 'test/**/*.ts', 'examples/**/*.ts'],
    plugins: { lit, wc },
    rules: {
      ...lit.configs.recommended.rules,
      ...wc.configs.recommended.rules,
      // Elements register through defineElement(), which guards double registration.
      'wc/guard-define-call': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', 'scripts/**', 'bench/**', 'demo/**', 'test/csp/**'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', document: 'readonly', window: 'readonly', navigator: 'readonly', setTimeout: 'readonly', performance: 'readonly', customElements: 'readonly', URLSearchParams: 'readonly', location: 'readonly', module: 'writable', require: 'readonly' },
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
