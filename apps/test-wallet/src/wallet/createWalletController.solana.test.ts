import { createSolanaAdapter } from '@portico/adapter-solana'
import type { CaipNetwork } from '@portico/common'
import { startTestRelay } from '@portico/relay/testing'
import { solanaNetwork } from '@portico/test/adapterContract/solana'
import { solanaTestAccountKey, solanaTestSigner } from '@portico/test/solana/solanaTestKeys'
import { startSolanaRpc, type TestSolanaChain } from '@portico/test/solana/startSolanaRpc'
import {
  solanaFamily,
  type WalletConnectConnector,
  withWalletConnect,
} from '@portico/walletconnect'
import {
  createSolanaRpc,
  getBase58Encoder,
  getPublicKeyFromAddress,
  verifySignature,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildSolTransfer } from '../testing/buildSolTransfer'
import { createTestDapp } from '../testing/createTestDapp'
import { memoryWalletStorage } from '../testing/memoryWalletStorage'
import { createWalletController, type WalletController } from './createWalletController'
import { describeSolanaRequest } from './describeSolanaRequest'
import { isSolanaRequest } from './parseSolanaRequest'
import { DEFAULT_SOLANA_KEY, readSolanaKey } from './solanaKey'

let relay: Awaited<ReturnType<typeof startTestRelay>>
let chain: TestSolanaChain
let network: CaipNetwork
let wallet: WalletController
let dapp: WalletConnectConnector

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

beforeAll(async () => {
  ;[relay, chain] = await Promise.all([startTestRelay(), startSolanaRpc()])
  network = solanaNetwork(chain.genesisHash, chain.url, 'Portico Local Solana')
  wallet = createWalletController(
    { relayUrl: relay.url, projectId: 'portico-test-wallet', chains: [], solanaRpcUrl: chain.url },
    { storage: memoryWalletStorage(), origin: 'http://127.0.0.1:5174' },
  )
  dapp = createTestDapp({
    relayUrl: relay.url,
    networks: [network],
    storagePrefix: 'dapp-solana',
    description: 'dapp',
  })
}, 60_000)

afterAll(async () => {
  await dapp?.destroy()
  await relay?.stop()
  await chain?.close()
})

const status = () => wallet.getState()
const lamports = async (owner: string) =>
  (
    await createSolanaRpc(chain.url)
      .getBalance(owner as never)
      .send()
  ).value
const nextRequest = async (method: string) => {
  await vi.waitFor(() => expect(status().requests[0]?.method).toBe(method), { timeout: 15_000 })
  const [request] = status().requests
  if (!request || !isSolanaRequest(request.parsed)) throw new Error(`expected ${method}`)
  return describeSolanaRequest(request.parsed)
}

/** No wallet-standard wallets: the Solana adapter here only builds what WalletConnect signs. */
const noWallets = { get: () => [], on: () => () => undefined }

describe('the test wallet on the solana namespace, through a real relay and local Solana chain', () => {
  it("defaults to the chain's seeded account 0", async () => {
    expect(readSolanaKey(DEFAULT_SOLANA_KEY)).toEqual(solanaTestAccountKey(0))
  })

  it('connects, signs a message, sends SOL and PTT, signs transactions, changes key, disconnects', async () => {
    await wallet.start()
    const account0 = await solanaTestSigner(0)
    expect(status().solanaAddress).toBe(account0.address)

    const connecting = dapp.connect({
      namespace: 'solana',
      onPairing: ({ uri }) => void wallet.pair(uri),
    })
    await vi.waitFor(() => expect(status().proposal?.chains).toEqual([network.caipNetworkId]), {
      timeout: 15_000,
    })
    await wallet.approveSession()
    const connection = await connecting
    expect(connection).toMatchObject({ address: account0.address, chainId: network.id })
    expect(dapp.getChain('solana')).toBe(network.caipNetworkId)

    // solana_signMessage: the wallet shows the text; the ed25519 signature verifies.
    const signing = solanaFamily.signMessage(dapp, {
      message: 'Hello from Portico',
      address: account0.address,
    })
    expect(await nextRequest('solana_signMessage')).toEqual([
      { label: 'Message', value: 'Hello from Portico' },
      { label: 'Account', value: account0.address },
    ])
    await wallet.approveRequest()
    const signature = await signing
    const key = await getPublicKeyFromAddress(account0.address)
    const message = new TextEncoder().encode('Hello from Portico')
    expect(await verifySignature(key, getBase58Encoder().encode(signature) as never, message)).toBe(
      true,
    )

    // Declined: the app gets the short message.
    const declined = solanaFamily.signMessage(dapp, { message: 'No', address: account0.address })
    await nextRequest('solana_signMessage')
    await wallet.rejectRequest()
    await expect(declined).rejects.toMatchObject({
      shortMessage: 'You declined the request in your wallet.',
    })

    // A SOL send: built by the family, signed and sent by the wallet, confirmed on the chain.
    const receiver = (await solanaTestSigner(1)).address
    const before = await lamports(receiver)
    // Sends are built by the Solana adapter and signed over the session, as an app wires them.
    const adapter = withWalletConnect(
      createSolanaAdapter({ networks: [network], wallets: noWallets }),
      dapp,
    )
    const sending = adapter.sendTransaction({
      caipNetwork: network,
      from: account0.address,
      to: receiver,
      value: 250_000_000n,
      connectorId: 'walletConnect',
    })
    expect(await nextRequest('solana_signAndSendTransaction')).toEqual([
      { label: 'Fee payer', value: account0.address },
      { label: 'To', value: receiver },
      { label: 'Value', value: '0.25 SOL' },
      { label: 'Then', value: 'Sent to the local Solana chain' },
    ])
    await wallet.approveRequest()
    expect(await sending).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await lamports(receiver)).toBe(before + 250_000_000n)
    expect(await solanaFamily.getBalance({ address: receiver, caipNetwork: network })).toEqual({
      balance: '1000.25',
      symbol: 'SOL',
    })

    // PTT to an address without a token account: the send creates it.
    const fresh = (await solanaTestSigner(41)).address
    const tokenSend = adapter.sendToken?.({
      caipNetwork: network,
      from: account0.address,
      to: fresh,
      tokenAddress: chain.mint,
      amount: 2_500_000n,
      connectorId: 'walletConnect',
    })
    await nextRequest('solana_signAndSendTransaction')
    await wallet.approveRequest()
    await tokenSend
    const { value: accounts } = await createSolanaRpc(chain.url)
      .getTokenAccountsByOwner(
        fresh as never,
        { mint: chain.mint as never },
        { encoding: 'jsonParsed' },
      )
      .send()
    expect(accounts[0]?.account.data.parsed.info.tokenAmount.uiAmountString).toBe('2.5')

    // solana_signTransaction and solana_signAllTransactions answer in WalletConnect's shapes.
    const { value: latest } = await createSolanaRpc(chain.url).getLatestBlockhash().send()
    const unsigned = buildSolTransfer({
      from: account0.address,
      to: receiver,
      lamports: 1n,
      ...latest,
    })
    const signingTx = dapp.request({
      method: 'solana_signTransaction',
      params: { transaction: unsigned },
      namespace: 'solana',
    })
    await nextRequest('solana_signTransaction')
    await wallet.approveRequest()
    expect(await signingTx).toEqual({
      signature: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/),
      transaction: expect.any(String),
    })
    const signingAll = dapp.request({
      method: 'solana_signAllTransactions',
      params: { transactions: [unsigned, unsigned] },
      namespace: 'solana',
    })
    await nextRequest('solana_signAllTransactions')
    await wallet.approveRequest()
    expect(((await signingAll) as { transactions: string[] }).transactions).toHaveLength(2)

    // A new key: the session's solana account follows (session update).
    const account2 = await solanaTestSigner(2)
    await wallet.setSolanaKey(hex(solanaTestAccountKey(2)))
    expect(status().solanaAddress).toBe(account2.address)
    await vi.waitFor(() => expect(dapp.getConnection('solana')?.address).toBe(account2.address), {
      timeout: 15_000,
    })

    const [session] = status().sessions
    await wallet.disconnect(session?.topic ?? '')
    await vi.waitFor(() => expect(dapp.getProvider()?.session).toBeUndefined())
    expect(status().activity.filter((entry) => entry.tone === 'error')).toEqual([])
  }, 120_000)
})
