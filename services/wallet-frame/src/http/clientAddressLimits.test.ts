import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { MailCatcher } from '@portico/wallet-frame-dev'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningWalletFrame, startWalletFrame } from '../startWalletFrame'
import { startTestMailCatcher } from '../testing/createTestService'

let mail: MailCatcher
let frame: RunningWalletFrame
let dataDir: string

beforeAll(async () => {
  mail = await startTestMailCatcher()
  dataDir = mkdtempSync(join(tmpdir(), 'wallet-frame-limits-'))
  frame = await startWalletFrame({
    port: 0,
    dataDir,
    gatewayUrl: 'http://127.0.0.1:9',
    smtp: { port: mail.smtpPort },
    // The client address comes from the proxy's X-Forwarded-For entry.
    trustProxy: true,
    rateLimits: { sendPerIp: { capacity: 2, refillPerSecond: 0.001 } },
  })
})
afterAll(async () => {
  await frame?.close()
  await mail?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const login = (n: number, from: string) =>
  fetch(`${frame.url}/auth/v1/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: frame.url,
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
