// ESLint for the whole tree: typescript-eslint's recommended rules (syntax only: TypeScript 7
// does the type checking), React hooks' rules and jsx-a11y for the SPA. Prettier owns layout.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'web/.dist-*', 'cdk.out', '.local', 'resources/starter/dist', 'tests/e2e/artifacts', 'bin/local/java'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Input validation matches control characters on purpose (names, headers, fuzzed input).
      'no-control-regex': 'off',
      // A variable a closure reads before its one assignment (the stack's late-bound parts).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // CloudFormation templates are untyped JSON: the CDK assertions read them as such.
    files: ['tests/infra/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The classic rules of hooks; the React Compiler's rules are not adopted (no compiler here).
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Cloudscape's inputs take autoFocus as a prop: focusing a dialog's first field is wanted.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // A scrollable region, log or preview takes focus so keyboard users can scroll it (axe:
      // scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'log'], tags: ['pre'] }],
    },
  },
);
