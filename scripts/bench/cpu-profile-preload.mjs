/**
 * bench:chat --cpu-prof=DIR loads this into each server (NODE_OPTIONS=--import …), because
 * Node refuses --cpu-prof in NODE_OPTIONS and the servers are started by the tests' own helper.
 * It profiles the whole process and writes DIR/<pid>.cpuprofile when the process exits; the
 * in-thread inspector answers synchronously, so an 'exit' listener is late enough and in time.
 * SIGUSR2 starts the profile afresh, dropping what came before: a bench sends it once its data
 * is seeded, so the profile shows the load it measures and not the set-up.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector'
import { join } from 'node:path'

const dir = process.env.BENCH_CPU_PROFILE_DIR
if (dir) {
  // A missing folder failed the write at exit, on the server's stderr, which no bench shows.
  mkdirSync(dir, { recursive: true })
  const session = new Session()
  session.connect()
  session.post('Profiler.enable')
  // 1 ms instead of the default 1/8 ms: less overhead, plenty for self-time shares.
  session.post('Profiler.setSamplingInterval', { interval: 1000 })
  session.post('Profiler.start')
  process.on('SIGUSR2', () => {
    session.post('Profiler.stop')
    session.post('Profiler.start')
  })
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (!error)
        writeFileSync(join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile))
    })
  })
}
