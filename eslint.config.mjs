import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** House rules of the API (issue 19): one way to the database. */
const ROW_LOCKS = {
  selector: 'TemplateElement[value.raw=/FOR\\s+(NO\\s+KEY\\s+)?UPDATE/i]',
  message:
    "Row locks live in the module's *.queries.ts file or go through lockRow (core/database/row-lock.ts): one place per module for raw SQL.",
};
const PRISMA_INJECTED = {
  selector: "TSParameterProperty TSTypeReference > Identifier[name='PrismaService']",
  message:
    "Services reach the database through the TransactionHost (txHost.tx), which joins the caller's transaction; PrismaService would silently leave it. The exceptions are listed in eslint.config.mjs, each with its reason in the file.",
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/generated/**', '**/*.gen.ts', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    // Jest's own plug-ins (apps/api/test/sequencer.js) are CommonJS, loaded by Jest without a transform.
    files: ['apps/api/test/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: { 'no-restricted-syntax': ['error', ROW_LOCKS, PRISMA_INJECTED] },
  },
  // Raw SQL files: their locks are the module's one place for them.
  {
    files: ['apps/api/src/**/*.queries.ts', 'apps/api/src/core/database/row-lock.ts'],
    rules: { 'no-restricted-syntax': ['error', PRISMA_INJECTED] },
  },
  // PrismaService itself, each file saying why: the authentication path's own statements
  // (hot-queries.ts), health, and the claims that must commit on their own (mail outbox, job periods).
  {
    files: ['apps/api/src/core/database/hot-queries.ts', 'apps/api/src/core/http/health.controller.ts'],
    rules: { 'no-restricted-syntax': ['error', ROW_LOCKS] },
  },
  {
    files: ['apps/api/src/mail/mail.queries.ts', 'apps/api/src/core/background/background.queries.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
