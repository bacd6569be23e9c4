// @vitest-environment jsdom
import { type ChainNamespace, EMBEDDED_WALLET_CONNECTOR_ID, KNOWN_CHAINS } from '@portico/common'
import { type ChainAdapter, createPortico, type Portico, type StorageLike } from '@portico/core'
import { afterEach, describe, expect, it } from 'vitest'
import * as embeddedWallet from '../index'
import { createFakeFrame } from '../testing/createFakeFrame'

const FRAME = 'http://127.0.0.1:8789'

// The app's own adapters: only what these tests reach (balances after connecting).
function appAdapter(namespace: ChainNamespace): ChainAdapter {
  const unused = () => Promise.reject(new Error('not used here'))
  return {
    namespace,
    adapterType: namespace === 'solana' ? 'solana' : 'wagmi',
    setup: () => {},
    getConnectors: () => [],
    connect: unused,
    reconnect: async () => undefined,
    disconnect: async () => {},
    getBalance: async () => ({ balance: '1', symbol: namespace === 'solana' ? 'SOL' : 'ETH' }),
    switchNetwork: unused,
    signMessage: unused,
    sendTransaction: unused,
    estimateFee: async () => ({ fee: 1n }),
    getWalletProvider: () => undefined,
    request: unused,
  }
}

const storage = (): StorageLike => {
  const data = new Map<string, string>()
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}

const clients: Portico[] = []
afterEach(async () => {
  for (const portico of clients.splice(0)) await portico.destroy()
  document.body.innerHTML = ''
})

async function signedIn(
  adapters: ChainAdapter[],
  networks = [KNOWN_CHAINS.mainnet, KNOWN_CHAINS.solana],
) {
  const frame = createFakeFrame(window, FRAME)
  const portico = createPortico({
    networks: networks as [(typeof networks)[number], ...typeof networks],
    adapters,
    storage: storage(),
    isMobile: false,
    logger: { warn: () => {}, error: () => {} },
    walletFrameUrl: FRAME,
    projectId: 'portico-test',
    embeddedWallet: async () => embeddedWallet,
  })
  clients.push(portico)
  await portico.init()
  const wallet = await portico.loadEmbeddedWallet()
  const iframe = document.querySelector<HTMLIFrameElement>(
    '[data-testid="portico-embedded-wallet-frame"]',
  )
  if (!wallet || !iframe) throw new Error('no embedded wallet')
  frame.attach(iframe)
  await wallet.connectEmail('ada@example.com')
  await wallet.connectOtp('123456')
  return { frame, portico }
}

describe('the embedded wallet on Solana inside a Portico client', () => {
  it('connects on a Solana network with the Solana address, beside the EVM connection', async () => {
    const { frame, portico } = await signedIn([appAdapter('eip155'), appAdapter('solana')])
    await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID, namespace: 'eip155' })
    await portico.switchNetwork(KNOWN_CHAINS.solana)
    await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID, namespace: 'solana' })
    const { accounts } = portico.stores.account.getState()
    expect(accounts.solana?.address).toBe(frame.state.solanaAddress)
    expect(accounts.solana?.caipAddress).toBe(
      `${KNOWN_CHAINS.solana.caipNetworkId}:${frame.state.solanaAddress}`,
    )
    expect(accounts.eip155?.address).toBe(frame.state.user.address)
    expect(
      frame.state.received.filter((m) => m.type === '@portico-app/GET_USER').at(-1),
    ).toMatchObject({ payload: { chainId: KNOWN_CHAINS.solana.caipNetworkId } })
  })

  it('disconnecting one embedded-wallet chain disconnects the other (spec §4)', async () => {
    const { frame, portico } = await signedIn([appAdapter('eip155'), appAdapter('solana')])
    await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID, namespace: 'eip155' })
    await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID, namespace: 'solana' })
    await portico.disconnect({ namespace: 'solana' })
    const status = portico.stores.connection.getState().status
    expect(status.solana).toBe('disconnected')
    expect(status.eip155).toBe('disconnected')
    expect(frame.state.signedIn).toBe(false)
  })

  it('serves an app with Solana networks only', async () => {
    const { frame, portico } = await signedIn([appAdapter('solana')], [KNOWN_CHAINS.solana])
    await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    expect(portico.stores.account.getState().accounts.solana?.address).toBe(
      frame.state.solanaAddress,
    )
  })

  it('protecting recovery refreshes the Solana user too, and connects nothing that was not', async () => {
    const { frame, portico } = await signedIn([appAdapter('eip155'), appAdapter('solana')])
    frame.state.recoveryProtected = false
    await portico.switchNetwork(KNOWN_CHAINS.solana)
    await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID, namespace: 'solana' })
    const user = () => portico.stores.account.getState().accounts.solana?.user
    expect(user()?.recoveryProtected).toBe(false)
    const wallet = await portico.loadEmbeddedWallet()
    await wallet?.protectRecovery()
    await expect.poll(() => user()?.recoveryProtected).toBe(true)
    expect(portico.stores.account.getState().accounts.solana?.address).toBe(
      frame.state.solanaAddress,
    )
    expect(portico.stores.connection.getState().status.eip155).toBe('disconnected')
    expect(portico.stores.account.getState().accounts.eip155?.address).toBeUndefined()
  })
})
