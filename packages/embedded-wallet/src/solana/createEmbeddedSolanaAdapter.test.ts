import { decodeBase58, EMBEDDED_WALLET_CONNECTOR_ID, KNOWN_CHAINS } from '@portico/common'
import type { AdapterContext, ChainAdapter } from '@portico/core'
import { describe, expect, it } from 'vitest'
import type { EmbeddedSession } from '../adapter/EmbeddedSession'
import { createRecordingHost } from '../testing/createRecordingHost'
import { LOCAL_SOLANA } from '../testing/localSolanaNetwork'
import { createFrameProvider } from '../wallet/createFrameProvider'
import { createEmbeddedSolanaAdapter } from './createEmbeddedSolanaAdapter'

const AUTH = EMBEDDED_WALLET_CONNECTOR_ID
const LOCAL = LOCAL_SOLANA
const ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const UNSIGNED = 'AQAB'
// A SOL transfer of 5 lamports to itself, as the app asks the AUTH connector for it.
const SEND_SOL = { caipNetwork: LOCAL, from: ADDRESS, to: ADDRESS, value: 5n, connectorId: AUTH }

// The adapter's routing over a host that records what it is asked, and an inner solana adapter
// that records its calls and, for sendWithSigner, hands its signer one transaction.
function setup(
  answer: (name: string, payload: unknown) => Promise<unknown>,
  options: { sendsWithSigner?: boolean } = {},
) {
  const { host, asked } = createRecordingHost(answer)
  const innerCalls: { name: string; params: unknown }[] = []
  const record =
    (name: string) =>
    async (params: unknown): Promise<never> => {
      innerCalls.push({ name, params })
      return 'inner' as never
    }
  const inner: ChainAdapter = {
    namespace: 'solana',
    adapterType: 'solana',
    setup: () => {},
    getConnectors: () => [{ id: 'Phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }],
    connect: record('connect'),
    reconnect: record('reconnect'),
    disconnect: record('disconnect'),
    getBalance: record('getBalance'),
    switchNetwork: record('switchNetwork'),
    signMessage: record('signMessage'),
    sendTransaction: record('sendTransaction'),
    sendToken: record('sendToken'),
    estimateFee: record('estimateFee'),
    estimateTokenFee: record('estimateTokenFee'),
    getWalletProvider: () => 'phantom provider',
    request: record('request'),
    ...(options.sendsWithSigner !== false && {
      async sendWithSigner(params, signAndSend) {
        innerCalls.push({ name: 'sendWithSigner', params })
        return signAndSend(UNSIGNED)
      },
    }),
  }
  const context = {
    networks: [LOCAL],
    getActiveNetwork: () => LOCAL,
  } as unknown as AdapterContext
  const session: EmbeddedSession = {
    host,
    chainId: 31337,
    provider: createFrameProvider(host, () => session.chainId),
    disconnectWaitMs: 50,
  }
  const adapter = createEmbeddedSolanaAdapter({ inner, context, session })
  return { adapter, asked, innerCalls, session }
}

const user = {
  address: ADDRESS,
  chainId: LOCAL.caipNetworkId,
  email: 'ada@example.com',
  accounts: [{ address: ADDRESS, type: 'eoa' }],
  preferredAccountType: 'eoa',
  authProvider: 'email',
}

describe('createEmbeddedSolanaAdapter', () => {
  it('adds the AUTH connector on solana and leaves every other connector to the app adapter', async () => {
    const { adapter, asked, innerCalls } = setup(async () => undefined)
    expect(adapter.getConnectors()).toEqual([
      { id: 'Phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' },
      { id: AUTH, name: 'Email', type: 'AUTH', chain: 'solana' },
    ])
    await adapter.signMessage({ message: 'hi', address: ADDRESS, connectorId: 'Phantom' })
    await adapter.sendTransaction({
      caipNetwork: LOCAL,
      from: ADDRESS,
      to: ADDRESS,
      value: 1n,
      connectorId: 'Phantom',
    })
    expect(adapter.getWalletProvider({ connectorId: 'Phantom' })).toBe('phantom provider')
    expect(innerCalls.map((c) => c.name)).toEqual(['signMessage', 'sendTransaction'])
    expect(asked).toEqual([])
  })

  it('reads balances and fees from the chain through the app adapter, whoever is connected', async () => {
    const { adapter, asked, innerCalls } = setup(async () => undefined)
    await adapter.getBalance({ address: ADDRESS, caipNetwork: LOCAL })
    await adapter.estimateFee({ caipNetwork: LOCAL, from: ADDRESS, to: ADDRESS, value: 1n })
    await adapter.estimateTokenFee?.({
      caipNetwork: LOCAL,
      from: ADDRESS,
      to: ADDRESS,
      tokenAddress: ADDRESS,
      amount: 1n,
    })
    expect(innerCalls.map((c) => c.name)).toEqual(['getBalance', 'estimateFee', 'estimateTokenFee'])
    expect(asked).toEqual([])
  })

  it("connects with the frame's user on the network's cluster: the Solana address, an EOA", async () => {
    const { adapter, asked } = setup(async () => user)
    const connection = await adapter.connect({ connectorId: AUTH, caipNetwork: LOCAL })
    expect(asked).toEqual([{ name: 'GET_USER', payload: { chainId: LOCAL.caipNetworkId } }])
    expect(connection).toMatchObject({
      connectorId: AUTH,
      address: ADDRESS,
      chainId: LOCAL.id,
      accounts: [{ namespace: 'solana', address: ADDRESS, type: 'eoa' }],
      user: { email: 'ada@example.com', preferredAccountType: 'eoa', authProvider: 'email' },
    })
  })

  it('restores only a session the frame says is live', async () => {
    let connected = false
    const { adapter } = setup(async (name) =>
      name === 'IS_CONNECTED' ? { isConnected: connected } : user,
    )
    await expect(adapter.reconnect({ connectorId: AUTH, caipNetwork: LOCAL })).resolves.toBe(
      undefined,
    )
    connected = true
    await expect(
      adapter.reconnect({ connectorId: AUTH, caipNetwork: LOCAL }),
    ).resolves.toMatchObject({ address: ADDRESS })
  })

  it('signs a message through the frame as solana_signMessage of its base58 bytes', async () => {
    const { adapter, asked } = setup(async () => ({ signature: 'sig58' }))
    await expect(
      adapter.signMessage({ message: 'Hello', address: ADDRESS, connectorId: AUTH }),
    ).resolves.toBe('sig58')
    const payload = asked[0]?.payload as { method: string; params: { message: string } }
    expect(asked[0]?.name).toBe('RPC_REQUEST')
    expect(payload).toMatchObject({
      method: 'solana_signMessage',
      params: { pubkey: ADDRESS },
      chainId: LOCAL.caipNetworkId,
    })
    expect(new TextDecoder().decode(decodeBase58(payload.params.message))).toBe('Hello')
  })

  it("sends SOL and tokens as the app adapter's transfer, signed and sent by the frame", async () => {
    const { adapter, asked, innerCalls } = setup(async () => ({ signature: 'tx58' }))
    await expect(adapter.sendTransaction(SEND_SOL)).resolves.toBe('tx58')
    await expect(
      adapter.sendToken?.({
        caipNetwork: LOCAL,
        from: ADDRESS,
        to: ADDRESS,
        tokenAddress: 'Mint',
        amount: 7n,
        connectorId: AUTH,
      }),
    ).resolves.toBe('tx58')
    expect(innerCalls).toEqual([
      {
        name: 'sendWithSigner',
        params: { caipNetwork: LOCAL, from: ADDRESS, to: ADDRESS, value: 5n },
      },
      {
        name: 'sendWithSigner',
        params: {
          caipNetwork: LOCAL,
          from: ADDRESS,
          to: ADDRESS,
          tokenAddress: 'Mint',
          amount: 7n,
        },
      },
    ])
    for (const a of asked) {
      expect(a).toEqual({
        name: 'RPC_REQUEST',
        payload: {
          method: 'solana_signAndSendTransaction',
          params: { transaction: UNSIGNED },
          chainId: LOCAL.caipNetworkId,
        },
      })
    }
  })

  it('cannot send where the app adapter builds no transfers for other signers', async () => {
    const { adapter, asked } = setup(async () => ({ signature: 'x' }), { sendsWithSigner: false })
    await expect(adapter.sendTransaction(SEND_SOL)).rejects.toMatchObject({
      name: 'AdapterOrConnectorNotFoundError',
    })
    expect(asked).toEqual([])
  })

  it('passes requests to the frame on the cluster, and a refused cluster stays refused', async () => {
    const { adapter, asked } = setup(async (name) => {
      if (name === 'GET_USER') throw new Error('Chain is not supported')
      return { transactions: [] }
    })
    await adapter.request({
      method: 'solana_signAllTransactions',
      params: { transactions: ['AQAB'] },
      caipNetwork: LOCAL,
      connectorId: AUTH,
    })
    expect(asked[0]?.payload).toEqual({
      method: 'solana_signAllTransactions',
      params: { transactions: ['AQAB'] },
      chainId: LOCAL.caipNetworkId,
    })
    await expect(
      adapter.switchNetwork({ caipNetwork: KNOWN_CHAINS.solanaDevnet, connectorId: AUTH }),
    ).rejects.toThrow('Chain is not supported')
  })

  it('signs the frame out on disconnect, without waiting longer than the disconnect wait', async () => {
    const { adapter, asked } = setup(() => new Promise(() => {}))
    await adapter.disconnect({ connectorId: AUTH })
    expect(asked.map((a) => a.name)).toEqual(['SIGN_OUT'])
  })
})
