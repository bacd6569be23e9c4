// @vitest-environment jsdom
import { DEVNET_CHAINS } from '@portico/common'
import type { Portico, PorticoEventEnvelope } from '@portico/core'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { PorticoContext } from '../context/PorticoContext'
import { createTestClient } from '../testing/createTestClient'
import { useAccount } from './useAccount'
import { useEvents } from './useEvents'
import { useModal } from './useModal'
import { useNetwork } from './useNetwork'
import { useTheme } from './useTheme'
import { useWalletProvider } from './useWalletProvider'

afterEach(cleanup)

function wrapperFor(client: Portico) {
  return ({ children }: { children: ReactNode }) => (
    <PorticoContext.Provider value={client}>{children}</PorticoContext.Provider>
  )
}

async function connected() {
  const { client, wallet } = createTestClient()
  await client.init()
  await client.connect({ connectorId: wallet.connector.id })
  return { client, wallet }
}

describe('hooks', () => {
  it('useAccount follows the connection, with the balance', async () => {
    const { client, wallet } = createTestClient()
    await client.init()
    const { result } = renderHook(() => useAccount(), { wrapper: wrapperFor(client) })
    expect(result.current).toMatchObject({ status: 'disconnected', isConnected: false })
    await act(() => client.connect({ connectorId: wallet.connector.id }))
    await waitFor(() => expect(result.current.balance).toBe('10000.123456'))
    expect(result.current).toMatchObject({
      status: 'connected',
      isConnected: true,
      address: wallet.address,
      caipAddress: `eip155:31337:${wallet.address}`,
      balanceSymbol: 'ETH',
      connectorId: 'org.portico.test',
      namespace: 'eip155',
    })
  })

  it('useAccount keeps the same object while nothing changes', async () => {
    const { client } = await connected()
    const { result, rerender } = renderHook(() => useAccount(), { wrapper: wrapperFor(client) })
    const first = result.current.walletInfo
    rerender()
    expect(result.current.walletInfo).toBe(first)
  })

  it('useNetwork switches and re-renders', async () => {
    const { client } = await connected()
    const { result } = renderHook(() => useNetwork(), { wrapper: wrapperFor(client) })
    expect(result.current.chainId).toBe(31337)
    await act(() => result.current.switchNetwork(DEVNET_CHAINS.devnetB))
    expect(result.current.caipNetworkId).toBe('eip155:31338')
    expect(result.current.networks).toHaveLength(2)
  })

  it('useNetwork says when the wallet sits on a network the app does not list', async () => {
    const { client, wallet } = await connected()
    const { result } = renderHook(() => useNetwork(), { wrapper: wrapperFor(client) })
    expect(result.current).toMatchObject({ isUnsupported: false, walletCaipNetworkId: undefined })
    act(() =>
      client.stores.account.getState().setAccount('eip155', {
        caipAddress: `eip155:999:${wallet.address}`,
      }),
    )
    expect(result.current).toMatchObject({
      isUnsupported: true,
      walletCaipNetworkId: 'eip155:999',
      // The last listed network stays active; isUnsupported is what says it is not the wallet's.
      caipNetworkId: 'eip155:31337',
    })
  })

  it('useModal reports open state and view', async () => {
    const { client } = createTestClient()
    const { result } = renderHook(() => useModal(), { wrapper: wrapperFor(client) })
    expect(result.current.isOpen).toBe(false)
    await act(() => result.current.open())
    expect(result.current).toMatchObject({ isOpen: true, view: 'Connect' })
    act(() => result.current.close())
    expect(result.current.isOpen).toBe(false)
  })

  it('useTheme reads and sets the theme', () => {
    const { client } = createTestClient()
    const { result } = renderHook(() => useTheme(), { wrapper: wrapperFor(client) })
    expect(result.current.themeMode).toBe('dark')
    act(() => result.current.setThemeMode('light'))
    expect(result.current.themeMode).toBe('light')
    expect(client.stores.theme.getState().themeMode).toBe('light')
  })

  it('useWalletProvider hands over the provider only while connected', async () => {
    const { client } = await connected()
    const { result } = renderHook(() => useWalletProvider<{ isTestWallet: boolean }>(), {
      wrapper: wrapperFor(client),
    })
    expect(result.current.walletProvider?.isTestWallet).toBe(true)
    await act(() => client.disconnect())
    expect(result.current.walletProvider).toBeUndefined()
  })

  it('useEvents returns the last event and calls the listener once per event', async () => {
    const { client } = createTestClient()
    const seen: PorticoEventEnvelope[] = []
    const { result } = renderHook(() => useEvents((e) => seen.push(e)), {
      wrapper: wrapperFor(client),
    })
    await act(() => client.open())
    act(() => client.close())
    expect(seen.map((e) => e.event.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    expect(result.current?.event.event).toBe('MODAL_CLOSE')
  })

  it('throws a clear error outside a provider', () => {
    expect(() => renderHook(() => useAccount())).toThrow(/PorticoProvider/)
  })
})
