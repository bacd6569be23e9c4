import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createManualClock } from '@portico/test/services/createManualClock'
import { codeOf, type MailCatcher, nextMail } from '@portico/wallet-frame-dev'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningWalletFrame, startWalletFrame } from '../startWalletFrame'
import { startTestMailCatcher } from '../testing/createTestService'
import { startTestGateway } from '../testing/startTestGateway'

const SECRET = 's'.repeat(40)
const HASH = `0x${'ab'.repeat(32)}`
const RECEIPT = {
  success: true,
  userOpHash: HASH,
  receipt: { transactionHash: `0x${'cd'.repeat(32)}` },
}
const dataDir = mkdtempSync(join(tmpdir(), 'portico-frame-visitors-'))
const clock = createManualClock()
let mail: MailCatcher
let bundler: Server
let gateway: Awaited<ReturnType<typeof startTestGateway>>
let frame: RunningWalletFrame
// What the chain's bundler was asked for, and whether the user operation has landed yet.
const bundlerCalls: string[] = []
let landed = false

beforeAll(async () => {
  mail = await startTestMailCatcher()
  bundler = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString()
    })
    request.on('end', () => {
      const call = JSON.parse(text) as { id: number; method: string }
      bundlerCalls.push(call.method)
      const result = call.method === 'eth_getUserOperationReceipt' && landed ? RECEIPT : null
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result }))
    })
  })
  await new Promise<void>((resolve) => bundler.listen(0, '127.0.0.1', resolve))
  const { port } = bundler.address() as AddressInfo
  gateway = await startTestGateway({
    chains: [
      {
        chainId: 31337,
        name: 'Anvil',
        rpcUrl: 'http://127.0.0.1:9/',
        bundlerUrl: `http://127.0.0.1:${port}`,
      },
    ],
    projects: [{ projectId: 'demo' }],
    bundler: { rateLimit: { capacity: 4, refillPerSecond: 0.001 } },
    walletFrame: { proxySecret: SECRET },
  })
  frame = await startWalletFrame(
    {
      port: 0,
      dataDir,
      gatewayUrl: gateway.url,
      smtp: { port: mail.smtpPort },
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9/' }],
      // Visitors reach the frame through a proxy that appends their address.
      trustProxy: true,
      gatewayProxySecret: SECRET,
    },
    { clock },
  )
})

afterAll(async () => {
  await frame?.close()
  await gateway?.close()
  await new Promise((resolve) => bundler?.close(resolve))
  await mail?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** A call from the frame page of the visitor at `ip` (same origin, as a browser sends it). */
const fromVisitor = (ip: string, path: string, init: { body?: unknown; token?: string } = {}) =>
  fetch(`${frame.url}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'x-forwarded-for': ip,
      'sec-fetch-site': 'same-origin',
      ...(init.body !== undefined && { origin: frame.url, 'content-type': 'application/json' }),
      ...(init.token && { authorization: `Bearer ${init.token}` }),
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  })

async function signIn(ip: string, email: string): Promise<string> {
  const deviceSecret = 'v'.repeat(43)
  const seen = new Set<string>()
  const start = (await (
    await fromVisitor(ip, '/auth/v1/login', { body: { email, deviceSecret } })
  ).json()) as { loginId: string }
  const otp = codeOf(await nextMail(mail.webUrl, email, seen))
  const verify = await fromVisitor(ip, '/auth/v1/login/verify', {
    body: { loginId: start.loginId, otp, deviceSecret },
  })
  return ((await verify.json()) as { accessToken: string }).accessToken
}

const networks = async (ip: string) =>
  (await fromVisitor(ip, '/bundler/v1/networks?projectId=demo')).status

describe("the gateway's limits behind the wallet frame", () => {
  it('gives each visitor of the frame a bucket of their own', async () => {
    const first = []
    for (let i = 0; i < 5; i++) first.push(await networks('198.51.100.1'))
    expect(first).toEqual([200, 200, 200, 200, 429])
    // Same frame, same gateway, another visitor: untouched by the first one's calls.
    expect(await networks('198.51.100.2')).toBe(200)
  })

  it("ignores a visitor address sent without the frame's secret", async () => {
    const direct = []
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${gateway.url}/v1/bundler/networks?projectId=demo`, {
        headers: {
          'X-Portico-Visitor-Ip': `203.0.113.${i + 1}`,
          ...(i % 2 === 1 && { 'X-Portico-Proxy-Secret': 'w'.repeat(40) }),
        },
      })
      direct.push(res.status)
    }
    expect(direct).toEqual([200, 200, 200, 200, 429])
  })

  it('polls the bundler once per user operation for all its waiters, backing off', async () => {
    const token = await signIn('198.51.100.3', 'waiter@example.com')
    let id = 0
    const receiptPolls = () =>
      bundlerCalls.filter((method) => method === 'eth_getUserOperationReceipt').length
    const waiters = async (count: number) =>
      Promise.all(
        Array.from({ length: count }, async () => {
          const callId = ++id
          const res = await fromVisitor(
            '198.51.100.3',
            '/bundler/v1?projectId=demo&chainId=31337',
            {
              token,
              body: {
                jsonrpc: '2.0',
                id: callId,
                method: 'eth_getUserOperationReceipt',
                params: [HASH],
              },
            },
          )
          const answer = (await res.json()) as { id: number; result: unknown }
          expect(answer.id).toBe(callId)
          return answer.result
        }),
      )
    expect(await waiters(5)).toEqual(Array(5).fill(null))
    expect(receiptPolls()).toBe(1)
    clock.advance(499)
    expect(await waiters(5)).toEqual(Array(5).fill(null))
    expect(receiptPolls()).toBe(1)
    clock.advance(1)
    await waiters(3)
    expect(receiptPolls()).toBe(2)
    // Still pending: the next poll waits twice as long.
    clock.advance(999)
    await waiters(3)
    expect(receiptPolls()).toBe(2)
    landed = true
    clock.advance(1)
    expect(await waiters(5)).toEqual(Array(5).fill(RECEIPT))
    expect(receiptPolls()).toBe(3)
    // A found receipt does not change: served from the cache.
    clock.advance(60_000)
    expect(await waiters(2)).toEqual(Array(2).fill(RECEIPT))
    expect(receiptPolls()).toBe(3)
  })
})
