import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@seed': path.resolve(import.meta.dirname, 'seed'),
  '@': path.resolve(import.meta.dirname, 'src'),
  // server-only guards the browser bundle; in tests server code runs in plain Node.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
}

const database = (kind: 'sqlite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `int-${kind}`,
    include: ['tests/int/**/*.test.ts'],
    // Redis-shared rate limits use no database: they run once, with the SQLite project. SQLite's
    // query plan without statistics is SQLite's alone (PostgreSQL analyses on its own).
    // Lost PostgreSQL connections are PostgreSQL's alone (SQLite has no server to lose).
    exclude:
      kind === 'postgres'
        ? [...configDefaults.exclude, 'tests/int/rateLimitRedis.test.ts', 'tests/int/portalQueryPlan.test.ts']
        : [...configDefaults.exclude, 'tests/int/postgresConnections.test.ts'],
    environment: 'node',
    // Two integration suites run side by side in `npm test`, with other work beside them on a 2-core
    // machine: a PostgreSQL connection may take longer than production's fail-fast 5 s to come, and a
    // test waits for it (src/server/db/postgresPool.ts) instead of failing.
    env: { TEST_DATABASE: kind, DATABASE_CONNECT_TIMEOUT_MS: '30000' },
    setupFiles: ['tests/support/database.setup.ts'],
    globalSetup: ['tests/support/seedTemplate.global.ts'],
    testTimeout: 120_000,
    // A file that seeds the whole demo house (seed, CMS API) needs minutes on a busy 2-core machine.
    hookTimeout: 600_000,
    fileParallelism: false,
  },
})

/** The browser-test files that run alone, after the others. */
const soloBrowserFiles = ['tests/e2e/house.test.ts', 'tests/e2e/orderLoop.test.ts']

const browserProject = (options: { name: string; include?: string[]; exclude?: string[]; group: number; parallel: boolean }) => ({
  extends: true as const,
  test: {
    name: options.name,
    include: options.include ?? ['tests/e2e/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(options.exclude ?? [])],
    // Both groups share the one server this setup starts (tests/e2e/support/sharedServer.ts).
    globalSetup: ['tests/e2e/support/sharedServer.ts'],
    sequence: { groupOrder: options.group },
    // A condition gets 20 s to come true on a busy machine.
    expect: { poll: { timeout: 20_000, interval: 100 } },
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 600_000,
    fileParallelism: options.parallel,
    maxWorkers: options.parallel ? 2 : 1,
    // Two browsers on two cores: in two clean-clone runs one click in 247 tests was lost each time (a
    // different test each time, each passing alone and in the other runs). A failed test of the
    // parallel group runs once more, reported as retried; one that fails twice fails the run.
    retry: options.parallel ? 1 : 0,
  },
})

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        // 20 s: a component test's first import of a page module takes seconds on the busy 2-core CI machine.
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // jsdom's missing <dialog> methods, for the component tests that run in jsdom.
          setupFiles: ['tests/support/dialog.setup.ts'],
          testTimeout: 20_000,
        },
      },
      database('sqlite'),
      database('postgres'),
      // The browser journeys, two files at a time against one shared production server, then the
      // admin's editor journey alone: beside another browser it failed every time (docs/decisions.md,
      // "The test suite's time on two cores"). `--project 'e2e*'` runs both groups, in that order.
      browserProject({ name: 'e2e', exclude: soloBrowserFiles, group: 0, parallel: true }),
      browserProject({ name: 'e2e-solo', include: soloBrowserFiles, group: 1, parallel: false }),
      {
        extends: true,
        test: {
          // npm run cluster against the production build: two processes, nginx, PostgreSQL, Redis.
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // Starting it seeds the demo into a fresh PostgreSQL database first.
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
