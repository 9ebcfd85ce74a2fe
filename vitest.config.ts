import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

// On CI a test of a real server or browser that fails is run once more: the suite is ~1,300
// tests of timing-bound processes on two shared cores, and one lost race there (a socket event
// a few ms late) should not sink a run. ci-summary.mjs names every test that needed the retry,
// so a flake stays visible instead of hidden. Locally nothing is retried.
const retry = process.env.CI ? 1 : 0

const alias = { '@contract': fileURLToPath(new URL('./server/contract', import.meta.url)) }

// Unit and component files run in the test process's workers alone, CPU-bound: one per core.
// Vitest's default is one fewer than the cores, which on CI's two left one idle (the
// component phase ran at 60 % busy).
const inProcessWorkers = Math.max(availableParallelism(), 1)

// Four projects, one command: `npm test` builds first, so integration and e2e run the real
// production artefacts (dist/server, dist/) as a user would.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          maxWorkers: inProcessWorkers,
          include: [
            'server/**/*.test.ts',
            'src/**/*.test.ts',
            'sw/**/*.test.ts',
            'test/architecture/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'component',
          environment: 'jsdom',
          maxWorkers: inProcessWorkers,
          include: ['src/**/*.test.tsx'],
          setupFiles: ['test/support/component-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['test/integration/**/*.test.ts'],
          // Each file drives its own server process, mostly waiting on I/O: three at once
          // fit two cores.
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          retry,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          // A hang detector, not a speed check: a test that opens two chats spends most of its
          // time installing two service workers (75-79 s of 87 s at load 10), and machines of
          // this kind differ by more than 2x in CPU speed (typecheck 77 s on one, 175 s on
          // another), so 90 s failed tests that were only slow.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          retry,
          // A browser under CI's load can take seconds to reach a state; expect.poll's default
          // (1 s) made 'the heading is visible' fail while the screen was still loading.
          expect: { poll: { timeout: 10_000 } },
          // Two files at a time: an e2e file mostly waits (on its server, on Chromium's
          // timers, on the service worker), and each has its own server, port, data folder
          // and Chromium, so nothing is shared but the two cores.
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
