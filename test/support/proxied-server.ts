import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startChaosProxy, type ChaosProxy } from './chaos-proxy'
import { startServer, type RunningServer } from './server-process'

/**
 * The real server behind a chaos proxy, on one SQLite data folder that outlives the process:
 * `kill()` is a SIGKILL (no shutdown hook runs, an open transaction dies with the process),
 * `restart()` starts a new process on the same folder and points the proxy at its port. The
 * browser talks to the proxy's origin only, so it never notices the port change.
 */
export interface ProxiedServer {
  readonly proxy: ChaosProxy
  /** The process currently running (or the last one, once killed). */
  readonly current: RunningServer
  /** The server's own address, bypassing the proxy: for test setup through the API. */
  readonly directUrl: string
  readonly dataDir: string
  /** What db-probe reads: the SQLite file in the data folder every process shares. */
  readonly location: { databaseUrl: undefined; server: RunningServer }
  readonly restarts: number
  kill(): Promise<void>
  restart(): Promise<void>
  /** Graceful stop, proxy closed, data folder removed. */
  stop(): Promise<void>
}

export async function startProxiedServer(env: Record<string, string> = {}): Promise<ProxiedServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'huellitas-chaos-'))
  const launch = () => startServer({ dataDir, env })
  let current = await launch()
  const proxy = await startChaosProxy({ upstreamPort: current.port })
  let restarts = 0
  let restarting: Promise<void> | null = null

  const isAlive = () => current.process.exitCode === null && current.process.signalCode === null

  const kill = async () => {
    if (isAlive()) current.process.kill('SIGKILL')
    await current.exited
    // Kept-alive connections to the dead process would otherwise linger half-open.
    proxy.dropConnections()
  }

  return {
    proxy,
    get current() {
      return current
    },
    get directUrl() {
      return current.baseUrl
    },
    dataDir,
    get location() {
      return { databaseUrl: undefined, server: current }
    },
    get restarts() {
      return restarts
    },
    kill,
    restart() {
      // Several hooks may ask at once (scenario d kills during each write): one restart at a time.
      restarting ??= (async () => {
        await kill()
        current = await launch()
        proxy.retarget(current.port)
        restarts += 1
      })().finally(() => {
        restarting = null
      })
      return restarting
    },
    async stop() {
      try {
        await proxy.close()
        if (isAlive()) await current.stop()
      } finally {
        rmSync(dataDir, { recursive: true, force: true })
      }
    },
  }
}
