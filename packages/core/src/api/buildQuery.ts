/**
 * A query parameter value: lists become one comma-separated value, undefined and null are left
 * out, everything else is sent as its string.
 * @example
 * const value: QueryValue = ['eip155:1', 'eip155:8453']
 */
export type QueryValue = string | number | boolean | readonly string[] | null | undefined

/**
 * Build a query string (with its leading `?`, or '' when empty) in the order given, as the
 * existing clients of the API do: undefined and null left out, lists comma-joined (an empty list
 * is still sent, as `chains=`).
 * @example
 * buildQuery([['page', 1], ['search', undefined], ['chains', ['eip155:1', 'eip155:10']]])
 * // '?page=1&chains=eip155%3A1%2Ceip155%3A10'
 */
export function buildQuery(params: readonly (readonly [string, QueryValue])[]): string {
  const search = new URLSearchParams()
  for (const [name, value] of params) {
    if (value === undefined || value === null) continue
    search.append(name, Array.isArray(value) ? value.join(',') : String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}
