import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createClientIp } from './createClientIp'

async function ipOf(trustProxy: boolean, headers: Record<string, string>, remoteAddress?: string) {
  const app = new Hono()
  app.get('/', (c) => c.text(createClientIp({ trustProxy })(c)))
  const env = remoteAddress ? { incoming: { socket: { remoteAddress } } } : undefined
  return (await app.request('/', { headers }, env)).text()
}

describe('createClientIp', () => {
  it('reads the right-most X-Forwarded-For hop behind a trusted proxy', async () => {
    const headers = { 'X-Forwarded-For': '6.6.6.6, 10.0.0.1,203.0.113.9 ' }
    expect(await ipOf(true, headers, '127.0.0.1')).toBe('203.0.113.9')
  })

  it('ignores the header without trustProxy, or when its last hop is not an address', async () => {
    expect(await ipOf(false, { 'X-Forwarded-For': '6.6.6.6' }, '192.0.2.1')).toBe('192.0.2.1')
    expect(await ipOf(true, { 'X-Forwarded-For': '6.6.6.6, junk' }, '192.0.2.1')).toBe('192.0.2.1')
    expect(await ipOf(true, {})).toBe('unknown')
  })
})
