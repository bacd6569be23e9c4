import { readFileSync } from 'node:fs'

// Linux reports process times in clock ticks of 1/100 s on every common platform.
const TICK_MS = 10

/**
 * CPU time (user + system, in ms) a process has used so far, read from /proc; NaN where /proc
 * is missing. Lets a benchmark divide work by the CPU a server really got on a busy machine.
 * @example
 * const before = readProcessCpuMs(server.pid)
 */
export function readProcessCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name may hold spaces; fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS
  } catch {
    return Number.NaN
  }
}
