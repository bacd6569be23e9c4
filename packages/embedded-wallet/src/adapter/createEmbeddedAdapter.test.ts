import { EMBEDDED_WALLET_CONNECTOR_ID, KNOWN_CHAINS, ValidationError } from '@portico/common'
import type { AdapterContext, ChainAdapter } from '@portico/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppAdapter } from '../testing/createAppAdapter'
import { createRecordingHost } from '../testing/createRecordingHost'
import { createFrameProvider } from '../wallet/createFrameProvider'
import { createEmbeddedAdapter } from './createEmbeddedAdapter'
import type { EmbeddedSession } from './EmbeddedSession'

/** An inner adapter whose block watch the test can see; nothing else is reached. */
function innerWithBlocks(watching: Set<() => void>): ChainAdapter {
  return createAppAdapter('eip155', {
    watchBlocks({ onBlock }) {
      watching.add(onBlock)
      return () => watching.delete(onBlock)
    },
  })
}

describe('createEmbeddedAdapter', () => {
  it("keeps the inner adapter's block watch: the embedded account's balance follows new blocks too", () => {
    const watching = new Set<() => void>()
    const adapter = createEmbeddedAdapter({
      inner: innerWithBlocks(watching),
      context: {} as AdapterContext,
      session: {} as EmbeddedSession,
    })
    let blocks = 0
    const stop = adapter.watchBlocks?.({
      caipNetwork: KNOWN_CHAINS.mainnet,
      onBlock: () => blocks++,
    })
    for (const onBlock of watching) onBlock()
    expect(blocks).toBe(1)
    stop?.()
    expect(watching.size).toBe(0)
  })
})

const AUTH = EMBEDDED_WALLET_CONNECTOR_ID
const ADDRESS = '0x1111111111111111111111111111111111111111'
const SIGNATURE = `0x${'5'.repeat(130)}`
const HASH = `0x${'a'.repeat(64)}`

// The adapter's routing and the sign-out wait, over a host that records what it is asked;
// the protocol itself is tested against hostile messages in createFrameHost.test.ts.
function setup(answer: (name: string, payload: unknown) => Promise<unknown>) {
  const { host, asked } = createRecordingHost(answer)
  const innerCalls: string[] = []
  const inner = new Proxy({} as ChainAdapter, {
    get: (_, key) => {
      if (key === 'namespace') return 'eip155'
      if (key === 'adapterType') return 'wagmi'
      if (key === 'getConnectors') return () => []
      if (key === 'watchBlocks' || key === 'then') return undefined
      return async () => {
        innerCalls.push(String(key))
        return 'inner'
      }
    },
  })
  const chainChanges: unknown[] = []
  const context = {
    onChainChanged: (c: unknown) => chainChanges.push(c),
  } as unknown as AdapterContext
  const session: EmbeddedSession = {
    host,
    chainId: 1,
    provider: createFrameProvider(host, () => session.chainId),
  }
  const adapter = createEmbeddedAdapter({ inner, context, session })
  return { adapter, asked, innerCalls, chainChanges, session }
}

describe('createEmbeddedAdapter routing', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('adds the AUTH connector and leaves every other connector to the app adapter', async () => {
    const { adapter, asked, innerCalls } = setup(async () => undefined)
    expect(adapter.getConnectors()).toEqual([
      { id: AUTH, name: 'Email', type: 'AUTH', chain: 'eip155' },
    ])
    await adapter.signMessage({ message: 'hi', address: ADDRESS, connectorId: 'injected' })
    await adapter.getBalance({ address: ADDRESS, caipNetwork: KNOWN_CHAINS.mainnet })
    expect(innerCalls).toEqual(['signMessage', 'getBalance'])
    expect(asked).toEqual([])
  })

  it('signs through the frame with personal_sign on the hex of the message', async () => {
    const { adapter, asked } = setup(async () => SIGNATURE)
    await expect(
      adapter.signMessage({ message: 'hi', address: ADDRESS, connectorId: AUTH }),
    ).resolves.toBe(SIGNATURE)
    expect(asked).toEqual([
      {
        name: 'RPC_REQUEST',
        payload: { method: 'personal_sign', params: ['0x6869', ADDRESS], chainId: 1 },
      },
    ])
  })

  it('moves the frame to the transaction network before sending, and tells core', async () => {
    const { adapter, asked, chainChanges } = setup(async (name, payload) =>
      name === 'SWITCH_NETWORK' ? { chainId: (payload as { chainId: number }).chainId } : HASH,
    )
    await adapter.sendTransaction({
      caipNetwork: KNOWN_CHAINS.base,
      from: ADDRESS,
      to: ADDRESS,
      value: 10n ** 16n,
      connectorId: AUTH,
    })
    expect(asked.map((a) => a.name)).toEqual(['SWITCH_NETWORK', 'RPC_REQUEST'])
    expect(asked[1]?.payload).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: ADDRESS, to: ADDRESS, value: '0x2386f26fc10000' }],
      chainId: 8453,
    })
    expect(chainChanges).toEqual([{ chainId: 8453, connectorId: AUTH }])
  })

  it("refuses a frame answer to signing or sending that is no hash or signature ('Invalid input')", async () => {
    const { adapter } = setup(async (name) =>
      name === 'SWITCH_NETWORK' ? { chainId: 1 } : { ok: true },
    )
    const signing = await adapter
      .signMessage({ message: 'hi', address: ADDRESS, connectorId: AUTH })
      .catch((e: unknown) => e)
    expect(signing).toBeInstanceOf(ValidationError)
    expect((signing as ValidationError).shortMessage).toBe('Invalid input')
    const sending = await adapter
      .sendTransaction({
        caipNetwork: KNOWN_CHAINS.mainnet,
        from: ADDRESS,
        to: ADDRESS,
        value: 1n,
        connectorId: AUTH,
      })
      .catch((e: unknown) => e)
    expect(sending).toBeInstanceOf(ValidationError)
  })

  it('disconnects after 3 s even when the frame never confirms the sign-out', async () => {
    const { adapter, asked } = setup(() => new Promise(() => {}))
    let done = false
    void adapter.disconnect({ connectorId: AUTH }).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(2_999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
    expect(asked.map((a) => a.name)).toEqual(['SIGN_OUT'])
  })

  it("asks the frame for the fee while connected: a smart account's user operation, the EOA's left to the node", async () => {
    let estimate: unknown = { fee: '0x853b04bfc081c', gas: '0x17a3f4', gasPrice: '0x5a2bd853' }
    const { adapter, asked, innerCalls } = setup(async (name) =>
      name === 'GET_USER' ? { address: ADDRESS, chainId: 1, email: 'ada@example.com' } : estimate,
    )
    const transfer = { caipNetwork: KNOWN_CHAINS.base, from: ADDRESS, to: ADDRESS, value: 10n }
    // Another connector's account: the frame is not asked.
    await adapter.estimateFee(transfer)
    expect(innerCalls).toEqual(['estimateFee'])
    await adapter.connect({ connectorId: AUTH })
    await expect(adapter.estimateFee({ ...transfer, data: '0xa9059cbb' })).resolves.toEqual({
      fee: 2343816467843100n,
      gas: 1549300n,
      gasPrice: 1512822867n,
    })
    expect(asked.at(-1)).toEqual({
      name: 'ESTIMATE_FEE',
      payload: { chainId: 8453, from: ADDRESS, to: ADDRESS, value: '0xa', data: '0xa9059cbb' },
    })
    // An account that cannot pay: the fee it would be charged, the site's reason, the shortfall.
    const refusal = 'This site does not pay the network fee for this action'
    estimate = {
      fee: '0x853b04bfc081c',
      gas: '0x17a3f4',
      gasPrice: '0x5a2bd853',
      sponsorshipRefusal: refusal,
      insufficientFunds: true,
    }
    await expect(adapter.estimateFee(transfer)).resolves.toEqual({
      fee: 2343816467843100n,
      gas: 1549300n,
      gasPrice: 1512822867n,
      sponsorshipRefusal: refusal,
      insufficientFunds: true,
    })
    // Paid in a token through the site's token paymaster: the exact amount the account pays.
    const paidIn = { token: ADDRESS, symbol: 'tUSDT', decimals: 6, amount: '0x66ff3' }
    estimate = { fee: '0x0', gas: '0x0', gasPrice: '0x0', paidIn }
    await expect(adapter.estimateFee(transfer)).resolves.toEqual({
      fee: 0n,
      gas: 0n,
      gasPrice: 0n,
      paidIn: { ...paidIn, amount: 421_875n },
    })
    estimate = null
    await adapter.estimateFee(transfer)
    expect(innerCalls).toEqual(['estimateFee', 'estimateFee'])
  })

  it('restores only a session the frame says is live', async () => {
    let connected = false
    const { adapter } = setup(async (name) => {
      if (name === 'IS_CONNECTED') return { isConnected: connected }
      return { address: ADDRESS, chainId: 1, email: 'ada@example.com', authProvider: 'email' }
    })
    await expect(adapter.reconnect({ connectorId: AUTH })).resolves.toBeUndefined()
    connected = true
    await expect(adapter.reconnect({ connectorId: AUTH })).resolves.toMatchObject({
      connectorId: AUTH,
      address: ADDRESS,
      user: { email: 'ada@example.com', preferredAccountType: 'eoa', authProvider: 'email' },
    })
  })
})
