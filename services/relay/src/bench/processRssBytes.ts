import { readFileSync } from 'node:fs'

/**
 * Resident set size (bytes) of a process, read from /proc; undefined where /proc is not
 * available.
 * @example
 * const rss = processRssBytes(relay.pid)
 */
export function processRssBytes(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match?.[1] === undefined ? undefined : Number(match[1]) * 1024
  } catch {
    return undefined
  }
}
