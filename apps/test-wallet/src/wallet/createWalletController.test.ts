import { type CaipNetwork, DEVNET_CHAINS } from '@portico/common'
import { startTestRelay } from '@portico/relay/testing'
import { type Anvil, anvilAccounts, devnetChain, startAnvil } from '@portico/test'
import type { WalletConnectConnector } from '@portico/walletconnect'
import { createPublicClient, http, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDapp } from '../testing/createTestDapp'
import { memoryWalletStorage } from '../testing/memoryWalletStorage'
import { createWalletController, type WalletController } from './createWalletController'
import { describeRequest } from './describeRequest'
import { isSolanaRequest } from './parseSolanaRequest'

let relay: Awaited<ReturnType<typeof startTestRelay>>
let anvils: Anvil[]
let wallet: WalletController
let dapp: WalletConnectConnector

beforeAll(async () => {
  relay = await startTestRelay()
  anvils = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
  const [a, b] = anvils as [Anvil, Anvil]
  wallet = createWalletController(
    {
      relayUrl: relay.url,
      projectId: 'portico-test-wallet',
      chains: [
        { id: 31337, name: 'Devnet 31337', rpcUrl: a.rpcUrl },
        { id: 31338, name: 'Devnet 31338', rpcUrl: b.rpcUrl },
      ],
      // No Solana here (createWalletController.solana.test.ts has it): nothing listens there.
      solanaRpcUrl: 'http://127.0.0.1:9',
    },
    { storage: memoryWalletStorage(), origin: 'http://127.0.0.1:5174' },
  )
  const networks: CaipNetwork[] = [
    { ...DEVNET_CHAINS.devnetA, rpcUrls: { default: { http: [a.rpcUrl] } } },
    { ...DEVNET_CHAINS.devnetB, rpcUrls: { default: { http: [b.rpcUrl] } } },
  ]
  dapp = createTestDapp({
    relayUrl: relay.url,
    networks,
    storagePrefix: 'dapp',
    description: 'dapp under test',
  })
}, 60_000)

afterAll(async () => {
  await dapp?.destroy()
  await relay?.stop()
  await Promise.all((anvils ?? []).map((anvil) => anvil.stop()))
})

const status = () => wallet.getState()
const personalSign = (text: string) =>
  dapp.request({
    method: 'personal_sign',
    params: [`0x${Buffer.from(text).toString('hex')}`, anvilAccounts[0]?.address],
    namespace: 'eip155',
  })

describe('the test wallet against the Portico connector, through a real relay', () => {
  it('pairs, answers requests, switches chain, changes account and disconnects', async () => {
    await wallet.start()
    expect(status().phase).toBe('ready')

    const connecting = dapp.connect({
      namespace: 'eip155',
      onPairing: ({ uri }) => void wallet.pair(uri),
    })
    await vi.waitFor(() => expect(status().proposal?.name).toBe('Portico Demo'), {
      timeout: 15_000,
    })
    expect(status().proposal?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    await wallet.approveSession()
    const connection = await connecting
    expect(connection.address).toBe(anvilAccounts[0]?.address)
    await vi.waitFor(() => expect(status().sessions).toHaveLength(1))

    // A signature request shows its text and verifies once approved.
    const signing = personalSign('Hello from Portico')
    await vi.waitFor(() => expect(status().requests).toHaveLength(1))
    const [request] = status().requests
    if (!request || isSolanaRequest(request.parsed)) throw new Error('expected an EVM request')
    expect(describeRequest(request.parsed)[0]).toEqual({
      label: 'Message',
      value: 'Hello from Portico',
    })
    await wallet.approveRequest()
    const signature = (await signing) as `0x${string}`
    expect(
      await verifyMessage({
        address: connection.address as `0x${string}`,
        message: 'Hello from Portico',
        signature,
      }),
    ).toBe(true)

    // Rejected: the app gets the short message.
    const declined = personalSign('No')
    await vi.waitFor(() => expect(status().requests).toHaveLength(1))
    await wallet.rejectRequest()
    await expect(declined).rejects.toMatchObject({
      shortMessage: 'You declined the request in your wallet.',
    })

    // A transaction lands on the requested devnet.
    const sending = dapp.request({
      method: 'eth_sendTransaction',
      params: [{ from: connection.address, to: anvilAccounts[1]?.address, value: '0x1' }],
      namespace: 'eip155',
      caipNetworkId: 'eip155:31338',
    })
    await vi.waitFor(() => expect(status().requests[0]?.chainId).toBe('eip155:31338'))
    await wallet.approveRequest()
    const hash = (await sending) as `0x${string}`
    const devnetB = createPublicClient({
      chain: devnetChain(31338, anvils[1]?.rpcUrl ?? ''),
      transport: http(anvils[1]?.rpcUrl),
    })
    expect((await devnetB.waitForTransactionReceipt({ hash })).status).toBe('success')

    // The wallet switches chain, then account: the app follows both.
    const [session] = status().sessions
    await wallet.switchChain(session?.topic ?? '', 'eip155:31338')
    await vi.waitFor(() => expect(dapp.getChain('eip155')).toBe('eip155:31338'))
    expect(status().sessions[0]?.chainId).toBe('eip155:31338')
    await wallet.setPrivateKey(anvilAccounts[2]?.privateKey ?? '')
    expect(status().address).toBe(anvilAccounts[2]?.address)
    await vi.waitFor(() =>
      expect(dapp.getConnection('eip155')?.address).toBe(anvilAccounts[2]?.address),
    )

    await wallet.disconnect(session?.topic ?? '')
    await vi.waitFor(() => expect(dapp.getProvider()?.session).toBeUndefined())
    expect(status().sessions).toEqual([])
    expect(status().activity.filter((entry) => entry.tone === 'error')).toEqual([])
  }, 90_000)
})
