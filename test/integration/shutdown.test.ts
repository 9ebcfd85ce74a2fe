import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import type { AuthResponse } from '@contract/auth.contract'
import { registerUser } from '../support/api.js'
import { databaseTargets, type PreparedDatabase } from '../support/databases.js'
import {
  projectRoot,
  serverEntry,
  startServer,
  type RunningServer,
} from '../support/server-process.js'
import { connected, disconnected, openSocket } from '../support/sockets.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function withServer(
  prepare: () => Promise<PreparedDatabase>,
  run: (server: RunningServer) => Promise<void>,
): Promise<void> {
  const database = await prepare()
  const server = await startServer({ databaseUrl: database.databaseUrl })
  try {
    await run(server)
  } finally {
    await server.stop().catch(() => undefined)
    await database.drop()
  }
}

/**
 * A POST whose body arrives in two parts, so the test decides when the request finishes: it is
 * certainly in flight (headers read, body pending) when SIGTERM is sent between the parts.
 */
function splitPost(server: RunningServer, path: string, body: string) {
  const bytes = Buffer.from(body)
  const req = request({
    host: '127.0.0.1',
    port: server.port,
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', 'content-length': bytes.length },
  })
  const response = new Promise<{ status: number; body: string; connection?: string }>(
    (resolve, reject) => {
      req.on('response', (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }),
        )
      })
      req.on('error', reject)
    },
  )
  req.write(bytes.subarray(0, 10))
  return { finish: () => req.end(bytes.subarray(10)), response }
}

describe.each(databaseTargets)('graceful shutdown on $kind', (target) => {
  it('finishes a request in flight when SIGTERM arrives, then exits 0', async () => {
    await withServer(
      () => target.prepare(),
      async (server) => {
        const user = await registerUser(server.baseUrl)
        const login = splitPost(
          server,
          '/api/auth/login',
          JSON.stringify({ email: user.email, password: user.password }),
        )
        await sleep(200)
        server.process.kill('SIGTERM')
        await sleep(300)
        // Still alive: it waits for the request it already accepted.
        expect(server.process.exitCode).toBeNull()
        login.finish()

        const answer = await login.response
        const answeredAt = Date.now()
        expect(answer.status).toBe(200)
        expect((JSON.parse(answer.body) as AuthResponse).user.email).toBe(user.email)
        // Node's agent keeps the connection alive like a browser would: the server must close
        // it itself rather than wait for the client to let go.
        expect(answer.connection).toBe('close')
        expect(await server.exited).toEqual({ code: 0, signal: null })
        expect(Date.now() - answeredAt).toBeLessThan(2000)
        expect(server.logs()).toContain('"msg":"shutdown complete"')
      },
    )
  })

  it('closes open sockets instead of waiting on them', async () => {
    await withServer(
      () => target.prepare(),
      async (server) => {
        const user = await registerUser(server.baseUrl)
        const socket = openSocket(server.baseUrl, user.token)
        await connected(socket)
        const gone = disconnected(socket)
        const started = Date.now()
        server.process.kill('SIGTERM')
        expect(await server.exited).toEqual({ code: 0, signal: null })
        expect(Date.now() - started).toBeLessThan(5000)
        expect(await gone).toMatch(/transport close|io server disconnect/)
        socket.disconnect()
      },
    )
  })
})

function startupEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }
  Object.assign(env, { DEMO_DATA: '1', LOG_LEVEL: 'info' })
  delete env.DATABASE_URL
  delete env.REDIS_URL
  return env
}

describe('shutdown during start-up', () => {
  // A test or a deploy may stop the server the moment it starts; without a handler yet, SIGTERM
  // killed the process outright (CI saw 'signal SIGTERM' from a server stopped right after start).
  it('a SIGTERM while the demo content is being seeded still ends in a clean exit 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'huellitas-boot-stop-'))
    const child = spawn(process.execPath, [serverEntry], {
      cwd: projectRoot,
      env: startupEnv(dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    // Also after a timeout, which leaves the test's own code waiting: no server stays behind.
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    })
    let output = ''
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    )
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    // The first line is from the start-up itself (migrations, the demo seed), long before
    // 'server listening'.
    child.stdout.once('data', (chunk: Buffer) => {
      expect(chunk.toString()).not.toContain('server listening')
      child.kill('SIGTERM')
    })
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    expect(await exited, output).toEqual({ code: 0, signal: null })
    expect(output).toContain('"msg":"shutdown complete"')
  }, 90_000) // the whole demo seed runs before the clean close
})
