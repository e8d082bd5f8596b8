// One Jest run over every package. Front-end packages run in jsdom, the server in node.
// TypeScript is compiled by swc; `tsc --noEmit` type-checks separately.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // ESM-only packages in node_modules are compiled too.
  transformIgnorePatterns: ['/node_modules/(?!(i18next|react-i18next)/)'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/../test-support/style-stub.js',
    '\\.(svg|png|jpg|woff2?)(\\?inline)?$': '<rootDir>/../test-support/file-stub.js',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
};

const frontEnd = (dir) => ({
  ...common,
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFiles: ['<rootDir>/../test-support/jsdom-setup.js'],
  globals: { __SIGN_SECRETS__: { main: 'test-main-secret', chat: 'test-chat-secret' } },
});

module.exports = {
  projects: [
    frontEnd('shared'),
    frontEnd('shell'),
    frontEnd('mfe-market'),
    frontEnd('mfe-trade'),
    frontEnd('mfe-ipo'),
    frontEnd('mfe-wallet'),
    frontEnd('mfe-account'),
    // The server's whole suite: its unit tests beside the code (src/) and its integration tests
    // over real HTTP (test/). `npm run test:quick` leaves test/ out with --testPathIgnorePatterns.
    {
      ...common,
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
      // A test provider starts on a database of its own: on PostgreSQL that is a new database and
      // every migration, which took over 5 s (Jest's default) with four workers on a loaded 2-core
      // machine. A test that waits for a condition still fails when the condition never comes.
      testTimeout: 20_000,
    },
    // The root's tooling (scripts/*.ts, scripts/release/): the release tool, the API reference.
    // scripts/checks/ runs on node:test (`npm run lint`), not here.
    {
      ...common,
      displayName: 'scripts',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/*.test.ts', '<rootDir>/release/**/*.test.ts'],
    },
  ],
};
