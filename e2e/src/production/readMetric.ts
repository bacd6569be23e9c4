/**
 * The sum of every sample of `name` (all label sets) in a node's Prometheus text at
 * `GET /metrics` on its own loopback port, asked with the metrics token.
 * @example
 * await readMetric(8787, token, 'portico_http_requests_total') // 42
 */
export async function readMetric(port: number, token: string, name: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  })
  if (response.status !== 200) throw new Error(`/metrics on ${port} answered ${response.status}`)
  const text = await response.text()
  let sum = 0
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (\S+)/.exec(line)
    if (match?.[1] === name) sum += Number(match[3])
  }
  return sum
}
