/**
 * A short printable form of any value for error meta lines; never throws, even for objects
 * without a prototype or with a throwing `toString`.
 * @example
 * describeValue(Object.create(null)) // '[object]'
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value.length > 200 ? `${value.slice(0, 200)}…` : value
  try {
    return String(value)
  } catch {
    return `[${typeof value}]`
  }
}
