import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** What a message key of the catalogue looks like, as the lint rule below finds it. */
const MESSAGE_KEY_TEXT =
  '/^(resources|messages|errors|validation|pages|shell|menu|audit|concurrency|search|files|provinces|dataTable|changePassword|languages|languageNames|roles|permissions|app|statement)\\.\\w/';
/** The calls whose key argument is typed: a literal key there is checked already. */
const TYPED_KEY_CALLS =
  'CallExpression[callee.name=/^(translate|messageKey|messageGroup|memberKey|keysIn|inGroup|portalKey|portalMember)$/]';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', '.e2e-data', '.test-data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The one-way import rule of ARCHITECTURE.md: domain is pure, the browser never reaches the server.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', 'fastify*', 'drizzle-orm*', '../server/*', '../providers/*'] },
      ],
    },
  },
  {
    files: ['providers/**', 'resources/**', 'src/**', 'i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['**/server/**'],
          paths: [
            {
              name: 'react-admin',
              importNames: ['useTranslate'],
              message: 'Use useTranslate from providers/translation: its keys are checked when compiling.',
            },
            {
              name: 'react-admin',
              importNames: ['Form'],
              message: 'Use Form from resources/common/Form: its fields are checked by their validators, in our words.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every message key the screens write is checked by the typecheck (i18n/messageKeys.ts): either
    // it goes to a typed call (translate, memberKey, keysIn…) or it is written messageKey('…').
    files: ['providers/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Literal[value=${MESSAGE_KEY_TEXT}]:not(${TYPED_KEY_CALLS} > Literal, TSLiteralType > Literal, ImportDeclaration > Literal, Property > Literal.key)`,
          message: "Write a message key as messageKey('…') (or messageGroup('…')) so that the typecheck knows it.",
        },
        {
          selector: `TemplateLiteral:not(${TYPED_KEY_CALLS} > TemplateLiteral) > TemplateElement[value.raw=${MESSAGE_KEY_TEXT}]`,
          message: 'Build a message key with memberKey(group, member) or keysIn(group) so that the typecheck knows it.',
        },
      ],
    },
  },
  {
    // And the server never reaches the browser's code: what both need lives in domain.
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/providers/**', '**/resources/**', '**/src/**'] }] },
  },
);
