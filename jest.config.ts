import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** ESM-only packages that Jest must transform before it can load them. */
const ESM_PACKAGES = [
  'cookie',
  'htmlparser2',
  'domhandler',
  'domutils',
  'entities',
  'dom-serializer',
  'domelementtype',
  'next-intl',
  'use-intl',
  'icu-minify',
  'intl-messageformat',
  '@formatjs',
  'jose',
  'swiper',
  'ssr-window',
  'dom7',
];

const config: Config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/.next-', '/e2e/', '/.data/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^swiper/css.*$': '<rootDir>/e2e/style-mock.js',
    // drizzle-orm's own requires of its `entity` module (scripts/jest-drizzle-entity.cjs says why).
    '^(?:\\.\\./)+entity\\.cjs$|^\\./entity\\.cjs$': '<rootDir>/scripts/jest-drizzle-entity.cjs',
  },
  testTimeout: 30_000,
  testSequencer: '<rootDir>/scripts/jest-sequencer.mjs',
};

export default async function jestConfig(): Promise<Config> {
  const built = await createJestConfig(config)();
  return {
    ...built,
    // Ignore a package unless it is one of the ESM ones, judged by its innermost node_modules folder.
    transformIgnorePatterns: [
      `/node_modules/(?!(?:${ESM_PACKAGES.join('|')})/)(?:@[^/]+/)?[^/]+/(?!node_modules/)`,
      '^.+\\.module\\.(css|sass|scss)$',
    ],
  };
}
