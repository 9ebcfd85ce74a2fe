import { describe, expect, it } from 'vitest'
import { startServer } from '../support/server-process.js'

/** A misconfigured deployment must stop at once and say what is wrong, not half-start. */
describe('start-up configuration', () => {
  it('refuses an invalid environment, listing every problem', async () => {
    const error = await startServer({
      env: {
        PORT: 'abc',
        DATABASE_URL: 'mysql://localhost/huellitas',
        REDIS_URL: 'localhost:6379',
        DEMO_DATA: 'quizás',
        LOG_LEVEL: 'verbose',
        TOKEN_TTL_DAYS: '0',
        LOGIN_MAX_ATTEMPTS_PER_IP: '99999999',
      },
      startTimeoutMs: 10_000,
    }).then(
      () => null,
      (failure: Error) => failure,
    )
    const message = error?.message ?? ''
    expect(message).toContain('exited during start (code 1')
    expect(message).toContain('Invalid configuration')
    for (const problem of [
      'PORT must be a whole number between 0 and 65535 (got "abc")',
      'DATABASE_URL must start with postgres:// or postgresql://',
      'REDIS_URL must start with redis:// or rediss://',
      'DEMO_DATA must be one of 1, 0, true, false, yes, no, on, off (got "quizás")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      'TOKEN_TTL_DAYS must be a whole number between 1 and 3650 (got "0")',
      'LOGIN_MAX_ATTEMPTS_PER_IP must be a whole number between 1 and 1000000',
    ]) {
      expect(message).toContain(problem)
    }
  })

  it('says so when PostgreSQL cannot be reached', async () => {
    const error = await startServer({
      databaseUrl: 'postgres://nadie@127.0.0.1:9/nada',
      startTimeoutMs: 20_000,
    }).then(
      () => null,
      (failure: Error) => failure,
    )
    expect(error?.message).toContain('exited during start (code 1')
    expect(error?.message).toContain('server failed to start')
    expect(error?.message).toContain('ECONNREFUSED')
  })
})
