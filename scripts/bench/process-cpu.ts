import { readFileSync } from 'node:fs'

/** Linux's USER_HZ: 100 on every mainstream architecture. */
const CLOCK_TICKS = 100

/** CPU seconds (user + system) a process has used so far, from /proc; null where unknown. */
export function processCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces): utime and stime are 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
  } catch {
    return null
  }
}
