import { DEVNET_CHAINS } from '@portico/common'
import { createTestClient } from '@portico/react/testing'
import { describe, expect, it } from 'vitest'
import { createAppKitInstance } from './createAppKitInstance'

async function connected() {
  const { client: portico, wallet } = createTestClient()
  const appKit = createAppKitInstance(portico, { now: () => 1_000 })
  await appKit.init()
  await portico.connect({ connectorId: wallet.connector.id })
  return { appKit, portico, wallet }
}

describe('createAppKitInstance', () => {
  it('reports the modal state and opens AppKit views by their Portico names', async () => {
    const { client: portico } = createTestClient()
    const appKit = createAppKitInstance(portico)
    expect(appKit.getState()).toEqual({
      open: false,
      loading: false,
      selectedNetworkId: 'eip155:31337',
      activeChain: 'eip155',
      initialized: false,
    })
    // Each change of any field is reported: initialized, loading, open.
    const states: string[] = []
    const stop = appKit.subscribeState((state) =>
      states.push(`open=${state.open} initialized=${state.initialized}`),
    )
    await appKit.init()
    expect(appKit.getState().initialized).toBe(true)
    await appKit.open({ view: 'Networks' })
    expect(appKit.getState().open).toBe(true)
    expect(portico.stores.router.getState().view).toEqual({ view: 'Networks' })
    await appKit.close()
    expect(appKit.getState().open).toBe(false)
    stop()
    expect(states[0]).toBe('open=false initialized=true')
    expect(states.filter((s, i) => s !== states[i - 1]).slice(-2)).toEqual([
      'open=true initialized=true',
      'open=false initialized=true',
    ])
  })

  it('opens the default view, with a warning, for a view Portico does not have', async () => {
    const warnings: string[] = []
    const { client: portico } = createTestClient({
      logger: { warn: (message) => warnings.push(message), error: () => {} },
    })
    const appKit = createAppKitInstance(portico)
    await appKit.init()
    await appKit.open({ view: 'WhatIsANetwork' })
    expect(portico.stores.router.getState().view).toEqual({ view: 'Connect' })
    expect(warnings).toEqual([
      'AppKit view WhatIsANetwork has no Portico view; opening the default one',
    ])
  })

  it('reads the account, the network and the wallet, and follows them', async () => {
    const { appKit, wallet } = await connected()
    expect(appKit.getAccount()).toEqual({
      address: wallet.address,
      caipAddress: `eip155:31337:${wallet.address}`,
      isConnected: true,
      status: 'connected',
      embeddedWalletInfo: undefined,
      allAccounts: expect.any(Array),
    })
    expect(appKit.getAddress()).toBe(wallet.address)
    expect(appKit.getIsConnectedState()).toBe(true)
    expect(appKit.getWalletInfo()?.name).toBe('Test Wallet')
    expect(appKit.getWalletProvider()).toBe(wallet.provider)
    expect(appKit.getWalletProviderType()).toBe('ANNOUNCED')

    const networks: unknown[] = []
    const stop = appKit.subscribeNetwork((network) => networks.push(network.caipNetworkId))
    await appKit.switchNetwork(DEVNET_CHAINS.devnetB)
    expect(appKit.getChainId()).toBe(31338)
    expect(appKit.getCaipNetworkId()).toBe('eip155:31338')
    expect(appKit.getCaipAddress()).toBe(`eip155:31338:${wallet.address}`)
    expect(networks).toEqual(['eip155:31338'])
    stop()

    await appKit.disconnect()
    expect(appKit.getAccount()).toMatchObject({ isConnected: false, status: 'disconnected' })
    expect(appKit.getWalletProvider()).toBeUndefined()
  })

  it("reports a connection restored at start-up as AppKit's 'reconnecting'", async () => {
    const { client: portico } = createTestClient()
    const appKit = createAppKitInstance(portico)
    // What core sets at start-up when the stored status was connected.
    portico.stores.connection.getState().setStatus('eip155', 'connecting')
    expect(appKit.getAccount().status).toBe('reconnecting')
    await appKit.init()
    portico.stores.connection.getState().setStatus('eip155', 'connecting')
    expect(appKit.getAccount().status).toBe('connecting')
  })

  it('reports events in AppKit shape, MODAL_CREATED before any', async () => {
    const { client: portico } = createTestClient()
    const appKit = createAppKitInstance(portico, { now: () => 1_000 })
    expect(appKit.getEvent()).toEqual({
      timestamp: 1_000,
      data: { type: 'track', event: 'MODAL_CREATED' },
    })
    const events: string[] = []
    const stop = appKit.subscribeEvents((event) => events.push(event.data.event))
    await appKit.init()
    await appKit.open()
    expect(appKit.getEvent().data).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false },
    })
    stop()
    expect(events).toContain('MODAL_OPEN')
  })

  it('sets and reports the theme under AppKit names', () => {
    const { client: portico } = createTestClient()
    const appKit = createAppKitInstance(portico)
    const seen: string[] = []
    const stop = appKit.subscribeTheme((theme) => seen.push(theme.themeMode))
    appKit.setThemeMode('light')
    appKit.setThemeVariables({ '--w3m-accent': '#ff0000' })
    expect(appKit.getThemeMode()).toBe('light')
    expect(appKit.getThemeVariables()).toEqual({ '--w3m-accent': '#ff0000' })
    expect(portico.stores.theme.getState().themeVariables).toEqual({
      '--portico-accent': '#ff0000',
    })
    stop()
    expect(seen).toEqual(['light', 'light'])
  })
})
