// The repository's one ESLint config (flat, ESM). Packages run `eslint .`, which finds this file
// by walking up; `npx eslint <package>` from the root works the same way.
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import simpleImportSort from 'eslint-plugin-simple-import-sort'
import globals from 'globals'
import tseslint from 'typescript-eslint'

import { ojPlugin } from './tools/lint/dependency-rules.js'

// The React Compiler's rules (in react-hooks' recommended set) judge code written for the
// compiler; this project does not run it, so they warn instead of failing the build.
const compilerRules = Object.fromEntries(
  Object.keys(reactHooks.configs.flat.recommended.rules)
    .filter((r) => r !== 'react-hooks/rules-of-hooks' && r !== 'react-hooks/exhaustive-deps')
    .map((r) => [r, 'warn']),
)

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/styled-system/',
      '**/storybook-static/',
      '**/.data/',
      '**/.tools/',
      '**/.turbo/',
      '**/coverage/',
      '**/migrations/',
      '**/test-results/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // Tests poke at loosely typed replies; `any` there is a convenience, not a design.
    files: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs}'],
    ...reactHooks.configs.flat.recommended,
    rules: { ...reactHooks.configs.flat.recommended.rules, ...compilerRules },
  },
  {
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: { 'simple-import-sort/imports': 'error', 'simple-import-sort/exports': 'error' },
  },
  {
    plugins: { oj: ojPlugin },
    rules: { 'oj/dependency-rules': 'error' },
  },
)
