import { KNOWN_CHAINS } from '@portico/common'
import { describe, expect, it, vi } from 'vitest'
import { createPortico } from '../createPortico'
import { createTestPortico } from '../testing/createTestPortico'
import type { PorticoOptions } from '../types/PorticoOptions'

describe('openModal', () => {
  it('goes from closed to open through a loading state', async () => {
    const { portico, events } = createTestPortico()
    const seen: Array<{ open: boolean; loading: boolean }> = []
    portico.stores.modal.subscribe(({ open, loading }) => seen.push({ open, loading }))
    await portico.open()
    expect(seen[0]).toEqual({ open: false, loading: true })
    expect(portico.stores.modal.getState()).toMatchObject({ open: true, loading: false })
    expect(events).toEqual(['MODAL_OPEN'])
  })

  it("opens in the caller's task once the client has started, still through the loading state", async () => {
    const { portico, events } = createTestPortico()
    await portico.init()
    const seen: Array<{ open: boolean; loading: boolean }> = []
    portico.stores.modal.subscribe(({ open, loading }) => seen.push({ open, loading }))
    const opened = portico.open()
    // Nothing awaited yet: a click's handler sees the modal open when it returns.
    expect(portico.stores.modal.getState()).toMatchObject({ open: true, loading: false })
    expect(seen).toEqual([
      { open: false, loading: true },
      { open: true, loading: false },
    ])
    expect(events).toEqual(['MODAL_OPEN'])
    await opened
  })

  it('shows Connect when disconnected and Account when connected', async () => {
    const { portico } = createTestPortico()
    await portico.open()
    expect(portico.stores.router.getState().view).toEqual({ view: 'Connect' })
    await portico.connect({ connectorId: 'injected' })
    await portico.open()
    expect(portico.stores.router.getState().history).toEqual([{ view: 'Account' }])
  })

  // A client on mainnet alone, without storage, opened once: the view it opened on.
  const openedView = async (options: Pick<PorticoOptions, 'adapters' | 'isMobile'>) => {
    const portico = createPortico({ networks: [KNOWN_CHAINS.mainnet], storage: null, ...options })
    await portico.open()
    return portico.stores.router.getState().view
  }

  it('without adapters shows ConnectingWalletConnectBasic on desktop and AllWallets on mobile', async () => {
    expect(await openedView({ isMobile: false })).toEqual({ view: 'ConnectingWalletConnectBasic' })
    expect(await openedView({ isMobile: () => true })).toEqual({ view: 'AllWallets' })
  })

  it('counts a WalletConnect-only (universal) adapter as no adapters', async () => {
    const { createFakeAdapter } = await import('../testing/createFakeAdapter')
    const universal = () => ({ ...createFakeAdapter(), adapterType: 'universal' as const })
    expect(await openedView({ adapters: [universal()], isMobile: false })).toEqual({
      view: 'ConnectingWalletConnectBasic',
    })
    expect(await openedView({ adapters: [universal()], isMobile: true })).toEqual({
      view: 'AllWallets',
    })
    expect(await openedView({ adapters: [createFakeAdapter()], isMobile: false })).toEqual({
      view: 'Connect',
    })
  })

  it('opens on the view asked for, with its data', async () => {
    const { portico } = createTestPortico()
    await portico.open({ view: { view: 'Swap', swap: { fromToken: 'ETH', amount: '1' } } })
    expect(portico.stores.router.getState().view).toEqual({
      view: 'Swap',
      swap: { fromToken: 'ETH', amount: '1' },
    })
  })

  it('opens for a namespace, making it active', async () => {
    const { createFakeAdapter } = await import('../testing/createFakeAdapter')
    const solana = createFakeAdapter({ namespace: 'solana', chainId: KNOWN_CHAINS.solana.id })
    const evm = createFakeAdapter()
    const portico = createPortico({
      networks: [KNOWN_CHAINS.mainnet, KNOWN_CHAINS.solana],
      adapters: [evm, solana],
      storage: null,
    })
    await portico.open({ namespace: 'solana' })
    expect(portico.stores.modal.getState().namespace).toBe('solana')
    expect(portico.stores.chain.getState().activeNamespace).toBe('solana')
  })

  it('waits for init before showing the modal', async () => {
    const { portico, fake } = createTestPortico()
    let release: (() => void) | undefined
    fake.setup = () =>
      new Promise<void>((resolve) => {
        release = resolve
      })
    const init = portico.init()
    const opening = portico.open()
    // Start-up is under way (the adapter's setup hangs): the modal is loading, not open.
    await vi.waitFor(() => expect(release).toBeDefined())
    expect(portico.stores.modal.getState()).toMatchObject({ open: false, loading: true })
    release?.()
    await Promise.all([init, opening])
    expect(portico.stores.modal.getState()).toMatchObject({ open: true, loading: false })
  })
})
