import type { CaipNetwork } from '@portico/common'
import { createPortico, type Portico, type StorageLike } from '@portico/core'
import { createMemoryStorage } from '@portico/test/storage/createMemoryStorage'
import { describe, expect, it, vi } from 'vitest'
import { createWalletConnectAdapter } from './adapter/createWalletConnectAdapter'
import type { WalletConnectFixture } from './testing/startWalletConnectFixture'
import { useWalletConnectFixture } from './testing/useWalletConnectFixture'

const instances: Portico[] = []
const fixture = useWalletConnectFixture(async () => {
  for (const portico of instances) await portico.destroy()
})

/** A page of the app: a Portico client whose only adapter is WalletConnect. */
function openPage(storage: StorageLike, profile: ReturnType<WalletConnectFixture['profile']>) {
  const walletConnect = fixture().createConnector({}, profile)
  const portico = createPortico({
    networks: fixture().networks as [CaipNetwork, ...CaipNetwork[]],
    adapters: [createWalletConnectAdapter({ namespace: 'eip155', walletConnect })],
    projectId: 'portico-with-core',
    storage,
    isMobile: false,
    logger: { warn: () => {}, error: () => {} },
  })
  instances.push(portico)
  return portico
}

describe('the WalletConnect adapter inside a Portico client', () => {
  it('connects through the pairing uri, follows the wallet, restores after a reload', async () => {
    vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
    const storage = createMemoryStorage()
    const profile = fixture().profile()
    const portico = openPage(storage, profile)
    await portico.init()
    expect(portico.stores.connectors.getState().connectors.map((c) => c.type)).toEqual([
      'WALLET_CONNECT',
    ])

    const connecting = portico.connect({ connectorId: 'walletConnect' })
    await vi.waitFor(() => expect(portico.stores.connection.getState().wcUri).toMatch(/^wc:/), {
      timeout: 15_000,
    })
    const { wcUri, wcPairingExpiry } = portico.stores.connection.getState()
    expect(wcPairingExpiry).toBeGreaterThan(Date.now() + 3 * 60_000)
    await fixture().wallet.pair(wcUri ?? '')
    await connecting
    const { status } = portico.stores.connection.getState()
    expect(status.eip155).toBe('connected')
    const account = portico.stores.account.getState().accounts.eip155
    expect(account?.caipAddress).toBe(`eip155:31337:${fixture().wallet.address}`)
    expect(account?.connectedWalletInfo?.type).toBe('WALLET_CONNECT')
    await vi.waitFor(() =>
      expect(portico.stores.account.getState().accounts.eip155?.balance).toMatch(/^\d/),
    )

    await fixture().wallet.switchChain(31338)
    await vi.waitFor(() =>
      expect(portico.stores.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31338'),
    )
    const signature = await portico.signMessage({ message: 'from core' })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(fixture().wallet.requests.at(-1)?.chainId).toBe('eip155:31338')

    // Reload: a second client on the same storages restores the session without prompting.
    await portico.destroy()
    const reloaded = openPage(storage, profile)
    expect(reloaded.stores.connection.getState().status.eip155).toBe('connecting')
    await reloaded.init()
    expect(reloaded.stores.connection.getState().status.eip155).toBe('connected')
    expect(reloaded.stores.account.getState().accounts.eip155?.address).toBe(
      fixture().wallet.address,
    )
    expect(reloaded.stores.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')

    // The wallet ends the session. With WalletConnect as the only adapter, opening on desktop
    // shows the QR view (spec §2: no adapters and no address → ConnectingWalletConnectBasic).
    await fixture().wallet.disconnect()
    await vi.waitFor(() =>
      expect(reloaded.stores.connection.getState().status.eip155).toBe('disconnected'),
    )
    expect(reloaded.stores.account.getState().accounts.eip155?.address).toBeUndefined()
    await reloaded.open()
    expect(reloaded.stores.router.getState().view).toEqual({ view: 'ConnectingWalletConnectBasic' })
    expect(fixture().outbound).toEqual([])
  }, 90_000)
})
