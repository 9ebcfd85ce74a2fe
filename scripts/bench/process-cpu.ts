import { readFileSync } from 'node:fs'

/** Linux's USER_HZ: 100 on every mainstream architecture. */
const CLOCK_TICKS = 100

/** CPU seconds (user + system) a process has used so far, from /proc; null where unknown. */
export function processCpuSeconds(pid: number): number | null {
  const cpu = processCpu(pid)
  return cpu && cpu.user + cpu.system
}

/** CPU seconds a process has used so far in its own code and in the kernel for it. */
export function processCpu(pid: number): { user: number; system: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces): utime and stime are 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { user: Number(fields[11]) / CLOCK_TICKS, system: Number(fields[12]) / CLOCK_TICKS }
  } catch {
    return null
  }
}

/**
 * How many times a process's main thread (Node's event loop) has gone to sleep so far —
 * voluntary context switches, from /proc; null where unknown. Under load a server whose loop
 * sleeps once per request answers them one by one; one sleep for many requests means they
 * were read and answered in batches.
 */
export function mainThreadSleeps(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const found = /^voluntary_ctxt_switches:\s*(\d+)/m.exec(status)
    return found?.[1] === undefined ? null : Number(found[1])
  } catch {
    return null
  }
}
