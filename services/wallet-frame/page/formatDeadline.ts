// Beyond this a deadline is a "never" in practice (year 2100 and later, or a max integer).
const NEVER_FROM = 4_102_444_800n

/**
 * A signature's deadline or expiry (Unix seconds) in words: `Never expires`, or the UTC date and
 * time with how far away it is, or that it has passed.
 * @example formatDeadline(1767225600n, Date.parse('2025-12-31T00:00:00Z')) // '1 Jan 2026, 00:00 UTC (in 1 day)'
 */
export function formatDeadline(seconds: bigint, now: number): string {
  if (seconds >= NEVER_FROM) return 'Never expires'
  const at = new Date(Number(seconds) * 1000)
  const date = at.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  })
  const diff = at.getTime() - now
  if (diff <= 0) return `${date} UTC (passed)`
  return `${date} UTC (in ${span(diff)})`
}

function span(ms: number): string {
  const minutes = Math.round(ms / 60_000)
  if (minutes < 60) return plural(Math.max(minutes, 1), 'minute')
  const hours = Math.round(minutes / 60)
  if (hours < 48) return plural(hours, 'hour')
  const days = Math.round(hours / 24)
  if (days < 730) return plural(days, 'day')
  return plural(Math.round(days / 365), 'year')
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
