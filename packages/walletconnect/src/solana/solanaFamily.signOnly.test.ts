import { createSolanaAdapter } from '@portico/adapter-solana'
import type { CaipNetwork } from '@portico/common'
import { createMemoryStorage, startTestRelay } from '@portico/relay/testing'
import { solanaNetwork } from '@portico/test/adapterContract/solana'
import { solanaTestSigner } from '@portico/test/solana/solanaTestKeys'
import { startSolanaRpc, type TestSolanaChain } from '@portico/test/solana/startSolanaRpc'
import {
  createSolanaRpc,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  type KeyPairSigner,
  partiallySignTransaction,
} from '@solana/kit'
import { SignClient } from '@walletconnect/sign-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WalletConnectChainAdapter } from '../adapter/WalletConnectChainAdapter'
import { withWalletConnect } from '../adapter/withWalletConnect'
import { createWalletConnectConnector } from '../connector/createWalletConnectConnector'
import type { WalletConnectConnector } from '../connector/WalletConnectConnector'
import { disableVerify } from '../provider/disableVerify'

let relay: Awaited<ReturnType<typeof startTestRelay>>
let chain: TestSolanaChain
let network: CaipNetwork
let signer: KeyPairSigner
let wallet: Awaited<ReturnType<typeof SignClient.init>>
let dapp: WalletConnectConnector
/** The app's Solana adapter with WalletConnect: it builds the transfers the session signs. */
let adapter: WalletConnectChainAdapter
/** What the wallet sends back for solana_signTransaction: with the signed transaction or not. */
let returnTransaction = true

beforeAll(async () => {
  ;[relay, chain, signer] = await Promise.all([
    startTestRelay(),
    startSolanaRpc(),
    solanaTestSigner(5),
  ])
  network = solanaNetwork(chain.genesisHash, chain.url, 'Local Solana')
  // A wallet that signs but never sends: it approves only solana_signTransaction.
  wallet = await SignClient.init({
    projectId: 'portico-test-wallet',
    relayUrl: relay.url,
    customStoragePrefix: 'sign-only-wallet',
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name: 'Sign-only Wallet',
      description: '',
      url: 'http://127.0.0.1:5174',
      icons: [],
    },
  })
  disableVerify(wallet.core)
  wallet.on('session_proposal', async ({ id }) => {
    await wallet.approve({
      id,
      namespaces: {
        solana: {
          chains: [network.caipNetworkId],
          accounts: [`${network.caipNetworkId}:${signer.address}`],
          methods: ['solana_signMessage', 'solana_signTransaction'],
          events: [],
        },
      },
    })
  })
  wallet.on('session_request', async ({ id, topic, params }) => {
    const { transaction } = params.request.params as { transaction: string }
    const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(transaction))
    const signed = await partiallySignTransaction([signer.keyPair], decoded)
    const bytes = signed.signatures[signer.address]
    const signature = bytes ? getBase58Decoder().decode(bytes) : ''
    const result = returnTransaction
      ? { signature, transaction: getBase64EncodedWireTransaction(signed) }
      : { signature }
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
  })
  dapp = createWalletConnectConnector({
    relayUrl: relay.url,
    networks: [network],
    storage: createMemoryStorage(),
    storagePrefix: 'dapp-sign-only',
    logLevel: 'silent',
  })
  const noWallets = { get: () => [], on: () => () => undefined }
  adapter = withWalletConnect(
    createSolanaAdapter({ networks: [network], wallets: noWallets }),
    dapp,
  )
}, 60_000)

afterAll(async () => {
  await dapp?.destroy()
  wallet?.core.heartbeat.stop()
  await wallet?.core.relayer.transportClose().catch(() => undefined)
  await relay?.stop()
  await chain?.close()
})

describe('Solana over WalletConnect with a wallet that approved solana_signTransaction only', () => {
  it('has the wallet sign, then sends the signed transaction through the network RPC', async () => {
    await dapp.connect({
      namespace: 'solana',
      onPairing: ({ uri }) => void wallet.pair({ uri }),
    })
    const receiver = (await solanaTestSigner(6)).address
    const rpc = createSolanaRpc(chain.url)
    const before = (await rpc.getBalance(receiver as never).send()).value
    const signature = await adapter.sendTransaction({
      connectorId: 'walletConnect',
      caipNetwork: network,
      from: signer.address,
      to: receiver,
      value: 123_000n,
    })
    expect((await rpc.getBalance(receiver as never).send()).value).toBe(before + 123_000n)
    const { value } = await rpc.getSignatureStatuses([signature as never]).send()
    expect(value[0]?.err).toBeNull()
  }, 60_000)

  it('fails with a clear message when the wallet sends back no signed transaction', async () => {
    returnTransaction = false
    const to = (await solanaTestSigner(6)).address
    await expect(
      adapter.sendTransaction({
        connectorId: 'walletConnect',
        caipNetwork: network,
        from: signer.address,
        to,
        value: 1n,
      }),
    ).rejects.toThrow('The wallet returned no signed transaction')
  })
})
