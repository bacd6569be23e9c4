// @vitest-environment jsdom
import { DEVNET_CHAINS } from '@portico/common'
import { createTestClient } from '@portico/react/testing'
import { act, cleanup, configure, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppKitInstance } from '../createAppKitInstance'
import { setCurrentAppKit } from '../internal/currentAppKit'
import { useAppKit } from './useAppKit'
import { useAppKitAccount } from './useAppKitAccount'
import { useAppKitBalance } from './useAppKitBalance'
import { useAppKitEvents } from './useAppKitEvents'
import { useAppKitNetwork } from './useAppKitNetwork'
import { useAppKitProvider } from './useAppKitProvider'
import { useAppKitState } from './useAppKitState'
import { useAppKitTheme } from './useAppKitTheme'
import { useDisconnect } from './useDisconnect'
import { useWalletInfo } from './useWalletInfo'

// The lazily loaded button chunks can take more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  setCurrentAppKit(undefined)
})

async function current() {
  const { client: portico, wallet } = createTestClient()
  const appKit = createAppKitInstance(portico)
  setCurrentAppKit(appKit)
  await appKit.init()
  return { appKit, portico, wallet }
}

describe('AppKit hooks', () => {
  it('say what to do when createAppKit was not called', () => {
    expect(() => renderHook(() => useAppKitAccount())).toThrow('createAppKit() was not called')
  })

  it('useAppKitAccount, useWalletInfo and useAppKitProvider follow the connection', async () => {
    const { portico, wallet } = await current()
    const { result } = renderHook(() => ({
      account: useAppKitAccount(),
      info: useWalletInfo(),
      provider: useAppKitProvider('eip155'),
    }))
    expect(result.current.account).toMatchObject({ isConnected: false, status: 'disconnected' })
    expect(result.current.info.walletInfo).toBeUndefined()
    await act(() => portico.connect({ connectorId: wallet.connector.id }))
    await waitFor(() => expect(result.current.account.isConnected).toBe(true))
    expect(result.current.account).toMatchObject({
      address: wallet.address,
      caipAddress: `eip155:31337:${wallet.address}`,
      status: 'connected',
      embeddedWalletInfo: undefined,
    })
    expect(result.current.info.walletInfo?.name).toBe('Test Wallet')
    expect(result.current.provider).toEqual({
      walletProvider: wallet.provider,
      walletProviderType: 'ANNOUNCED',
    })
  })

  it("useAppKitBalance fetches the active account's balance from its adapter", async () => {
    const { portico, wallet } = await current()
    const { result } = renderHook(() => useAppKitBalance())
    expect(await result.current.fetchBalance()).toEqual({
      data: undefined,
      error: 'Not able to retrieve balance',
      isSuccess: false,
      isError: true,
    })
    await act(() => portico.connect({ connectorId: wallet.connector.id }))
    expect(await result.current.fetchBalance()).toEqual({
      data: { balance: '10000.123456', symbol: 'ETH' },
      error: null,
      isSuccess: true,
      isError: false,
    })
    expect(portico.stores.account.getState().accounts.eip155?.balance).toBe('10000.123456')
  })

  it('useAppKitBalance reports a failed fetch instead of throwing', async () => {
    const { client: portico, adapter, wallet } = createTestClient()
    const appKit = createAppKitInstance(portico)
    setCurrentAppKit(appKit)
    await appKit.init()
    await act(() => portico.connect({ connectorId: wallet.connector.id }))
    adapter.getBalance = async () => {
      throw new Error('RPC unreachable')
    }
    const { result } = renderHook(() => useAppKitBalance())
    expect(await result.current.fetchBalance()).toMatchObject({
      data: undefined,
      isError: true,
      error: expect.stringContaining('RPC unreachable'),
    })
  })

  it('useAppKitAccount reports an embedded-wallet user', async () => {
    const { portico, wallet } = await current()
    await portico.connect({ connectorId: wallet.connector.id })
    const { result } = renderHook(() => useAppKitAccount())
    act(() =>
      portico.stores.account.getState().setAccount('eip155', {
        user: {
          email: 'ada@example.com',
          address: wallet.address,
          chainId: 31337,
          accounts: [],
          preferredAccountType: 'eoa',
        },
      }),
    )
    expect(result.current.embeddedWalletInfo).toEqual({
      user: { email: 'ada@example.com', username: undefined },
      authProvider: 'email',
      accountType: 'eoa',
      isSmartAccountDeployed: false,
    })
  })

  it('useAppKitNetwork switches and re-renders; useAppKitState follows', async () => {
    const { portico, wallet } = await current()
    await portico.connect({ connectorId: wallet.connector.id })
    const { result } = renderHook(() => ({ network: useAppKitNetwork(), state: useAppKitState() }))
    expect(result.current.network).toMatchObject({ chainId: 31337, caipNetworkId: 'eip155:31337' })
    await act(() => result.current.network.switchNetwork(DEVNET_CHAINS.devnetB))
    expect(result.current.network).toMatchObject({
      chainId: 31338,
      caipNetworkId: 'eip155:31338',
      caipNetwork: DEVNET_CHAINS.devnetB,
    })
    expect(result.current.state).toMatchObject({
      selectedNetworkId: 'eip155:31338',
      activeChain: 'eip155',
      initialized: true,
    })
  })

  it('useAppKit opens a view and closes; useAppKitEvents reports both', async () => {
    const { portico } = await current()
    const { result } = renderHook(() => ({
      modal: useAppKit(),
      state: useAppKitState(),
      event: useAppKitEvents(),
    }))
    expect(result.current.event.data.event).toBe('MODAL_CREATED')
    await act(() => result.current.modal.open({ view: 'Networks' }))
    expect(result.current.state.open).toBe(true)
    expect(portico.stores.router.getState().view).toEqual({ view: 'Networks' })
    expect(result.current.event.data).toMatchObject({ type: 'track', event: 'MODAL_OPEN' })
    await act(() => result.current.modal.close())
    expect(result.current.state.open).toBe(false)
    expect(result.current.event.data.event).toBe('MODAL_CLOSE')
  })

  it('useAppKitTheme reads and sets under --w3m-* names', async () => {
    await current()
    const { result } = renderHook(() => useAppKitTheme())
    expect(result.current.themeMode).toBe('dark')
    act(() => result.current.setThemeMode('light'))
    act(() => result.current.setThemeVariables({ '--w3m-border-radius-master': '2px' }))
    expect(result.current).toMatchObject({
      themeMode: 'light',
      themeVariables: { '--w3m-border-radius-master': '2px' },
    })
  })

  it('useDisconnect disconnects', async () => {
    const { portico, wallet } = await current()
    await portico.connect({ connectorId: wallet.connector.id })
    const { result } = renderHook(() => ({ account: useAppKitAccount(), ...useDisconnect() }))
    expect(result.current.account.isConnected).toBe(true)
    await act(() => result.current.disconnect())
    expect(result.current.account).toMatchObject({ isConnected: false, address: undefined })
  })

  it('keep the same objects while nothing changes', async () => {
    await current()
    const { result, rerender } = renderHook(() => ({
      account: useAppKitAccount(),
      theme: useAppKitTheme(),
    }))
    const first = result.current
    rerender()
    expect(result.current.account).toBe(first.account)
    expect(result.current.theme).toBe(first.theme)
  })
})
