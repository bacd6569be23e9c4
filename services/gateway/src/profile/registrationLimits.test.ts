import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Hex, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gatewayConfigSchema } from '../config/gatewayConfigSchema'
import { type RunningGateway, startGateway } from '../startGateway'

const CHAIN_ID = 31337
const COIN_TYPE = 0x80000000 + CHAIN_ID
let rpc: Server
let gateway: RunningGateway
// Every JSON-RPC method the gateway sent to the chain, in order.
const calls: string[] = []
type Call = { id: number; method: string }

beforeAll(async () => {
  // A chain node that knows no contract account: every ERC-1271 / ERC-6492 check is refused.
  rpc = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString()
    })
    request.on('end', () => {
      const body = JSON.parse(text) as Call | Call[]
      const answer = (call: Call) => {
        calls.push(call.method)
        const result = call.method === 'eth_chainId' ? toHex(CHAIN_ID) : '0x'
        return { jsonrpc: '2.0', id: call.id, result }
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
    })
  })
  await new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve))
  const { port } = rpc.address() as AddressInfo
  gateway = await startGateway(
    gatewayConfigSchema.parse({
      port: 0,
      dbPath: ':memory:',
      indexer: { enabled: false },
      chains: [{ chainId: CHAIN_ID, name: 'Anvil', rpcUrl: `http://127.0.0.1:${port}` }],
      projects: [
        { projectId: 'p' },
        { projectId: 'q' },
        { projectId: 'r' },
        { projectId: 'site', allowedOrigins: ['https://dapp.example'] },
      ],
      names: {
        registrationRateLimit: { capacity: 4, refillPerSecond: 0.001 },
        maxNamesPerAddress: 2,
      },
    }),
  )
})

afterAll(async () => {
  await gateway?.close()
  await new Promise((resolve) => rpc?.close(resolve))
})

const now = () => Math.floor(Date.now() / 1000)

async function register(args: {
  projectId?: string
  /** The page a browser would name; AppKit's client sends no project id, only this. */
  origin?: string
  name: string
  owner: ReturnType<typeof privateKeyToAccount>
  signer?: ReturnType<typeof privateKeyToAccount>
  timestamp?: number
}) {
  const message = JSON.stringify({
    name: args.name,
    attributes: {},
    timestamp: args.timestamp ?? now(),
  })
  const signature: Hex = await (args.signer ?? args.owner).signMessage({ message })
  const query = args.projectId === undefined ? '' : `?projectId=${args.projectId}`
  const res = await fetch(`${gateway.url}/v1/profile/account${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(args.origin && { origin: args.origin }) },
    body: JSON.stringify({ coin_type: COIN_TYPE, address: args.owner.address, message, signature }),
  })
  return { status: res.status, code: ((await res.json()) as { code?: string }).code }
}

const fresh = () => privateKeyToAccount(generatePrivateKey())
const ethCalls = () => calls.filter((method) => method === 'eth_call').length

describe('name registration limits', () => {
  it('refuses a registration without a project id before anything else', async () => {
    const before = calls.length
    expect(await register({ name: 'nokey-name.portico.id', owner: fresh() })).toEqual({
      status: 403,
      code: 'UNAUTHORIZED_INVALID_KEY',
    })
    expect(calls.length).toBe(before)
  })

  it('takes the project from an allowed page Origin when the client sends no project id (AppKit)', async () => {
    const owner = fresh()
    // Past the guard: the signature is what decides now.
    expect(
      await register({
        name: 'appkit-name.portico.id',
        owner,
        signer: fresh(),
        origin: 'https://dapp.example',
      }),
    ).toEqual({ status: 401, code: 'NAME_INVALID_SIGNATURE' })
    const before = calls.length
    expect(
      await register({ name: 'other-name.portico.id', owner, origin: 'https://evil.example' }),
    ).toEqual({ status: 403, code: 'UNAUTHORIZED_INVALID_KEY' })
    expect(calls.length).toBe(before)
  })

  it('answers 429 once a client spent its registrations, before any further eth_call', async () => {
    const victim = fresh()
    const forger = fresh()
    const before = ethCalls()
    const answers = []
    for (let i = 0; i < 8; i++) {
      answers.push(
        await register({
          projectId: 'p',
          name: `forged-${i}00.portico.id`,
          owner: victim,
          signer: forger,
        }),
      )
    }
    expect(answers.slice(0, 4)).toEqual(
      Array(4).fill({ status: 401, code: 'NAME_INVALID_SIGNATURE' }),
    )
    expect(answers.slice(4)).toEqual(Array(4).fill({ status: 429, code: 'RATE_LIMITED' }))
    // One chain check per admitted bad signature, none for the refused ones.
    expect(ethCalls() - before).toBe(4)
    // Another project of the same client has a bucket of its own.
    expect(
      await register({ projectId: 'q', name: 'other-project.portico.id', owner: fresh() }),
    ).toEqual({ status: 200, code: undefined })
  })

  it('refuses stale messages without asking the chain', async () => {
    const before = ethCalls()
    const owner = fresh()
    const stale = await register({
      projectId: 'q',
      name: 'stale-name.portico.id',
      owner,
      signer: fresh(),
      timestamp: now() - 3_600,
    })
    expect(stale).toEqual({ status: 401, code: 'NAME_MESSAGE_STALE' })
    expect(ethCalls()).toBe(before)
  })
})

describe('names per address', () => {
  it('caps the names one address owns; its own names stay updatable', async () => {
    const owner = fresh()
    const at = now()
    for (const name of ['first-name.portico.id', 'second-name.portico.id']) {
      expect(await register({ projectId: 'r', name, owner, timestamp: at })).toEqual({
        status: 200,
        code: undefined,
      })
    }
    const before = ethCalls()
    // Refused from the database alone, even with a signature only the chain could judge.
    expect(
      await register({ projectId: 'r', name: 'third-name.portico.id', owner, signer: fresh() }),
    ).toEqual({ status: 409, code: 'NAME_LIMIT_REACHED' })
    expect(ethCalls()).toBe(before)
    expect(
      await register({ projectId: 'r', name: 'first-name.portico.id', owner, timestamp: at + 1 }),
    ).toEqual({ status: 200, code: undefined })
  })
})
