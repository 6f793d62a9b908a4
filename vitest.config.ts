import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    include: [
      'domain/**/*.test.ts',
      'server/**/*.test.ts',
      'providers/**/*.test.{ts,tsx}',
      'resources/**/*.test.{ts,tsx}',
      'src/**/*.test.{ts,tsx}',
      'i18n/**/*.test.ts',
      'tests/api/**/*.test.ts',
    ],
    globalSetup: ['tests/support/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
