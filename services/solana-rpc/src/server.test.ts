import { connect } from 'node:net'
import { fuzzJsonRpcInputs } from '@portico/test/services/fuzzJsonRpcInputs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { rpcMethods } from './rpc/handleRpcPayload'
import { spawnSolanaRpcProcess } from './testing/spawnSolanaRpcProcess'

// The chain runs as its own process, as in the dev stack: one malformed request must not end it.

const ALLOWED = 'https://demo.portico.test'
let solana: Awaited<ReturnType<typeof spawnSolanaRpcProcess>>
beforeAll(async () => {
  solana = await spawnSolanaRpcProcess({ PORTICO_SOLANA_ALLOWED_ORIGINS: ALLOWED })
}, 30_000)
afterAll(async () => {
  await solana?.stop()
})

const GET_SLOT = '{"jsonrpc":"2.0","id":1,"method":"getSlot"}'

async function answersGetSlot(): Promise<boolean> {
  const response = await fetch(solana.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: GET_SLOT,
  })
  const body = (await response.json()) as { result?: unknown }
  return typeof body.result === 'number'
}

function openSocket(origin?: string) {
  const socket = new WebSocket(solana.wsUrl, origin === undefined ? {} : { origin })
  const answers = new Map<number, (frame: unknown) => void>()
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { id?: unknown }
    if (typeof frame.id === 'number') answers.get(frame.id)?.(frame)
  })
  socket.on('error', () => undefined)
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`status ${response.statusCode}`)),
    )
  })
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))
  let nextId = 1_000
  return {
    socket,
    opened,
    closed,
    /** Subscribe to slots and resolve with the answer frame. */
    subscribeSlots(): Promise<unknown> {
      const id = nextId++
      return new Promise((resolve) => {
        answers.set(id, resolve)
        socket.send(JSON.stringify({ jsonrpc: '2.0', id, method: 'slotSubscribe' }))
      })
    },
  }
}

// Sends `body` with a Content-Length `extra` bytes larger, then hangs up.
function postCutOff(body: Buffer, extra: number): Promise<void> {
  const { hostname, port } = new URL(solana.url)
  return new Promise<void>((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${body.length + extra}\r\n\r\n`,
      )
      socket.write(body, () => socket.destroy())
    })
    socket.once('error', () => resolve())
    socket.once('close', () => resolve())
  })
}

async function upgradeStatus(origin?: string): Promise<number> {
  const client = openSocket(origin)
  try {
    await client.opened
    client.socket.close()
    return 101
  } catch (error) {
    return Number(/status (\d+)/.exec(String(error))?.[1])
  }
}

describe('solana-rpc survives malformed input', () => {
  it('a POST whose body is cut off (Content-Length larger than sent) ends only that request', async () => {
    await postCutOff(Buffer.from('{"jsonrpc":"2.0","id":1,'), 1_000)
    expect(await answersGetSlot()).toBe(true)
    expect(solana.alive()).toBe(true)
  })

  it('a WebSocket message over 1 MB closes that socket with 1009, nothing else', async () => {
    const client = openSocket()
    await client.opened
    client.socket.send('x'.repeat(1_000_001))
    expect(await client.closed).toBe(1009)
    expect(await answersGetSlot()).toBe(true)
    const next = openSocket()
    await next.opened
    expect(await next.subscribeSlots()).toMatchObject({ result: expect.any(Number) })
    next.socket.close()
    expect(solana.alive()).toBe(true)
  })

  it('refuses subscriptions from other sites’ pages; allows no Origin, loopback and configured origins', async () => {
    expect(await upgradeStatus('https://evil.example')).toBe(403)
    expect(await upgradeStatus('http://localhost.evil.example')).toBe(403)
    expect(await upgradeStatus('null')).toBe(403)
    expect(await upgradeStatus(undefined)).toBe(101)
    expect(await upgradeStatus('http://localhost:5173')).toBe(101)
    expect(await upgradeStatus('http://127.0.0.1:5173')).toBe(101)
    expect(await upgradeStatus('http://[::1]:3000')).toBe(101)
    expect(await upgradeStatus(ALLOWED)).toBe(101)
  })

  it('upgrades reset by the client, refused or not, end only themselves', async () => {
    const { hostname, port } = new URL(solana.wsUrl)
    for (let i = 0; i < 60; i++) {
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), hostname, () => {
          socket.write(
            `GET / HTTP/1.1\r\nHost: x\r\nOrigin: ${i % 2 ? 'https://evil.example' : 'http://localhost'}\r\n` +
              'Upgrade: websocket\r\nConnection: Upgrade\r\n' +
              'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
          )
          if (i % 3) socket.resetAndDestroy()
          else setImmediate(() => socket.resetAndDestroy())
        })
        socket.on('error', () => undefined)
        socket.once('close', () => resolve())
      })
    }
    expect(await answersGetSlot()).toBe(true)
    expect(solana.alive()).toBe(true)
  })

  it('fuzz: random, truncated, huge, mistyped, deeply nested and over-long requests over HTTP, whole or cut off', async () => {
    const inputs = fuzzJsonRpcInputs({
      seed: 20_261_124,
      count: 140,
      methods: Object.keys(rpcMethods),
      valid:
        '{"jsonrpc":"2.0","id":1,"method":"getBalance","params":["11111111111111111111111111111111"]}',
      maxBytes: 1_000_000,
    })
    for (const [index, input] of inputs.entries()) {
      // The answer to a malformed request may be an error or a refused body; only survival counts.
      if (index % 3 === 2) await postCutOff(input.bytes, 1 + (index % 500))
      else {
        await fetch(solana.url, { method: 'POST', body: new Uint8Array(input.bytes) })
          .then((response) => response.arrayBuffer())
          .catch(() => undefined)
      }
      const after = await answersGetSlot().catch(() => false)
      expect(after, `input ${index} (${input.kind})\n${solana.output()}`).toBe(true)
    }
    expect(solana.alive()).toBe(true)
  }, 60_000)

  it('fuzz: the same kinds of input as WebSocket text frames', async () => {
    const inputs = fuzzJsonRpcInputs({
      seed: 11_240_2026,
      count: 140,
      methods: ['signatureSubscribe', 'slotSubscribe', 'accountSubscribe', 'slotUnsubscribe'],
      valid:
        '{"jsonrpc":"2.0","id":1,"method":"accountSubscribe","params":["11111111111111111111111111111111",{"encoding":"base64"}]}',
      maxBytes: 1_000_000,
    })
    let client = openSocket()
    await client.opened
    for (const [index, input] of inputs.entries()) {
      client.socket.send(input.bytes, { binary: false })
      // Frames the server refuses (invalid UTF-8: 1007, too large: 1009) close that socket only.
      const answer = await Promise.race([client.subscribeSlots(), client.closed])
      if (typeof answer === 'number') {
        client = openSocket()
        await client.opened
        expect(await client.subscribeSlots(), `input ${index} (${input.kind})`).toMatchObject({
          result: expect.any(Number),
        })
      } else {
        expect(answer, `input ${index} (${input.kind})`).toMatchObject({
          result: expect.any(Number),
        })
      }
      expect(solana.alive(), `input ${index} (${input.kind})\n${solana.output()}`).toBe(true)
    }
    client.socket.close()
    expect(await answersGetSlot()).toBe(true)
  }, 60_000)
})
