import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for an exchange's API (the real one is services/exchange-sandbox), on a free port
 * of 127.0.0.1: it lists the assets given, opens sessions the test pays itself and reports each
 * as last set in `sessions`; every call is kept in `calls`. Answers 401 without the API key.
 * @example
 * const exchange = await startExchangeStandIn({ apiKey, assets: [{ network, asset: 'native' }] })
 * exchange.sessions.get('exs_1')!.status = 'SUCCESS'
 */
export async function startExchangeStandIn({
  apiKey,
  assets,
}: {
  apiKey: string
  assets: () => Array<{ network: string; asset: string }>
}) {
  const sessions = new Map<string, Record<string, unknown>>()
  const calls: string[] = []
  let url = ''
  const server = createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`)
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`)
      return answer(401, { code: 'UNAUTHORIZED' })
    let text = ''
    req.on('data', (chunk) => {
      text += chunk
    })
    req.on('end', () => {
      if (req.url === '/v1/assets') return answer(200, { assets: assets() })
      if (req.method === 'POST' && req.url === '/v1/sessions') {
        const body = JSON.parse(text) as Record<string, unknown>
        const sessionId = `exs_${sessions.size + 1}`
        sessions.set(sessionId, { ...body, sessionId, status: 'PENDING' })
        return answer(201, { sessionId, url: `${url}/pay/${sessionId}` })
      }
      const session = sessions.get(req.url?.split('/').pop() ?? '')
      return session ? answer(200, session) : answer(404, { code: 'NOT_FOUND', message: 'none' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    sessions,
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
