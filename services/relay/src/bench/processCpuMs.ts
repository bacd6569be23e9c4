import { readFileSync } from 'node:fs'

// /proc reports utime and stime in USER_HZ ticks, which Linux fixes at 100 per second.
const MS_PER_TICK = 10

/**
 * CPU time (user + system, ms) a process has used so far, read from /proc; undefined where
 * /proc is not available.
 * @example
 * const before = processCpuMs(relay.pid)
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the parenthesised command name; utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK
  } catch {
    return undefined
  }
}
