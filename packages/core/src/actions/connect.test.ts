import { STORAGE_KEYS, UserRejectedRequestError } from '@portico/common'
import { describe, expect, it, vi } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'

describe('connect', () => {
  it('connects, fills the account and network, persists, and emits CONNECT_SUCCESS', async () => {
    const { portico, fake, storage, events } = createTestPortico()
    await portico.init()
    await portico.connect({ connectorId: 'injected' })
    const account = portico.stores.account.getState().accounts.eip155
    expect(account?.address).toBe(fake.address)
    expect(account?.caipAddress).toBe(`eip155:1:${fake.address}`)
    // The balance follows the connection instead of holding it up.
    await vi.waitFor(() =>
      expect(portico.stores.account.getState().accounts.eip155?.balance).toBe('10000'),
    )
    expect(account?.connectedWalletInfo?.name).toBe('Browser Wallet')
    expect(portico.stores.connection.getState().status.eip155).toBe('connected')
    expect(portico.stores.connectors.getState().activeConnectorIds.eip155).toBe('injected')
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.connectionStatus) ?? '{}')).toEqual({
      eip155: 'connected',
    })
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.connectedConnectorIds) ?? '{}')).toEqual({
      eip155: 'injected',
    })
    expect(events).toContain('CONNECT_SUCCESS')
  })

  it('is connecting while the wallet answers, and says through which kind of connector', async () => {
    const { portico } = createTestPortico()
    const pending = portico.connect({ connectorId: 'injected' })
    expect(portico.stores.connection.getState().status.eip155).toBe('connecting')
    expect(portico.stores.connection.getState().connectingType.eip155).toBe('INJECTED')
    await pending
    expect(portico.stores.connection.getState().connectingType.eip155).toBeUndefined()
  })

  it('forgets the kind of connector once a connect fails', async () => {
    const { portico, fake } = createTestPortico()
    fake.nextConnectError = Object.assign(new Error('denied'), { code: 4001 })
    await expect(portico.connect({ connectorId: 'injected' })).rejects.toThrow()
    expect(portico.stores.connection.getState().connectingType).toEqual({})
  })

  it('on rejection: disconnected, CONNECT_ERROR, error toast, UserRejectedRequestError', async () => {
    const { portico, fake, events } = createTestPortico()
    fake.nextConnectError = Object.assign(new Error('denied'), { code: 4001 })
    await expect(portico.connect({ connectorId: 'injected' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(portico.stores.connection.getState().status.eip155).toBe('disconnected')
    expect(events).toContain('CONNECT_ERROR')
    expect(portico.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'You declined the request in your wallet.',
    })
  })

  it('closes an open modal after connecting', async () => {
    const { portico } = createTestPortico()
    await portico.open()
    portico.push({
      view: 'ConnectingExternal',
      connector: portico.getAdapter('eip155')!.getConnectors()[0]!,
    })
    await portico.connect({ connectorId: 'injected' })
    expect(portico.stores.modal.getState().open).toBe(false)
  })

  it('throws for an unknown connector without touching the status', async () => {
    const { portico } = createTestPortico()
    await expect(portico.connect({ connectorId: 'nope' })).rejects.toThrow(
      'Adapter or connector not found',
    )
    expect(portico.stores.connection.getState().status.eip155).toBe('disconnected')
  })

  it('throws for a namespace without adapter', async () => {
    const { portico } = createTestPortico()
    await expect(portico.connect({ connectorId: 'injected', namespace: 'solana' })).rejects.toThrow(
      'Chain adapter not found',
    )
  })

  it('keeps the kit connected when an older attempt fails after another wallet connected', async () => {
    const { portico, fake } = createTestPortico()
    await portico.init()
    const plainConnect = fake.connect.bind(fake)
    let failPairing: (error: Error) => void = () => {}
    fake.connect = (params) =>
      params.connectorId === 'walletConnect'
        ? new Promise((_, reject) => {
            failPairing = reject
          })
        : plainConnect(params)
    const pairing = portico.connect({ connectorId: 'walletConnect' }).catch(() => undefined)
    await portico.connect({ connectorId: 'injected' })
    expect(portico.stores.connection.getState().status.eip155).toBe('connected')
    failPairing(new Error('Proposal expired'))
    await pairing
    expect(portico.stores.connection.getState().status.eip155).toBe('connected')
    expect(portico.stores.account.getState().accounts.eip155?.address).toBe(fake.address)
  })
})
