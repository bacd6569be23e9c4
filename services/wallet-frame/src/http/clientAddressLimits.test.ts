import { describe, expect, it } from 'vitest'
import { setUpWalletFrame } from '../testing/setUpWalletFrame'

const running = setUpWalletFrame({
  // The client address comes from the proxy's X-Forwarded-For entry.
  trustProxy: true,
  rateLimits: { sendPerIp: { capacity: 2, refillPerSecond: 0.001 } },
})

const login = (n: number, from: string) =>
  fetch(`${running.frame.url}/auth/v1/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: running.frame.url,
      'x-forwarded-for': from,
    },
    body: JSON.stringify({ email: `limit${n}@example.com`, deviceSecret: 'l'.repeat(43) }),
  })

describe('per-client limits', () => {
  it('count an IPv6 client by its /64: fresh addresses of one prefix share a bucket', async () => {
    expect((await login(1, '2001:db8:1:2::1')).status).toBe(200)
    expect((await login(2, '2001:db8:1:2::2')).status).toBe(200)
    expect((await login(3, '2001:db8:1:2:ffff:ffff:ffff:3')).status).toBe(429)
    // Another /64 is another client.
    expect((await login(4, '2001:db8:1:3::1')).status).toBe(200)
  })
})
