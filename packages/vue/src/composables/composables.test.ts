// @vitest-environment jsdom
import type { PorticoEventEnvelope } from '@portico/core'
import { verifyMessage } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { createApp } from 'vue'
import { PorticoPluginMissingError } from '../errors/PorticoPluginMissingError'
import { devnetClient } from '../testing/devnetClient'
import { mountWith } from '../testing/mountWith'
import { useTestDevnets } from '../testing/useTestDevnets'
import { useUnmountAfterEach } from '../testing/useUnmountAfterEach'
import { useAccount } from './useAccount'
import { useDisconnect } from './useDisconnect'
import { useEvents } from './useEvents'
import { useLocale } from './useLocale'
import { useModal } from './useModal'
import { useNetwork } from './useNetwork'
import { usePorticoClient } from './usePorticoClient'
import { useTheme } from './useTheme'
import { useWalletProvider } from './useWalletProvider'

const devnets = useTestDevnets()
const mounted = useUnmountAfterEach()

/** Mounts `use` in an app with the plugin, and waits for the client the plugin starts. */
async function mount<T>(client: Parameters<typeof mountWith>[0], use: () => T): Promise<T> {
  const view = mountWith(client, use)
  mounted.push(view.unmount)
  await client.init()
  return view.result
}

describe('@portico/vue composables on a real client and wallet on the devnets', () => {
  it("useAccount follows the wallet's connection, with its devnet balance", async () => {
    const { client, connectorId, address } = devnetClient(devnets())
    const account = await mount(client, () => useAccount())
    expect(account.status.value).toBe('disconnected')
    expect(account.isConnected.value).toBe(false)
    await client.connect({ connectorId })
    expect(account.isConnected.value).toBe(true)
    expect(account.address.value).toBe(address)
    expect(account.caipAddress.value).toBe(`eip155:31337:${address}`)
    expect(account.connectorId.value).toBe(connectorId)
    expect(account.namespace.value).toBe('eip155')
    // anvil funds its first account with 10,000 ETH
    await vi.waitFor(() => expect(Number(account.balance.value)).toBe(10_000))
    expect(account.balanceSymbol.value).toBe('ETH')
  })

  it('useNetwork switches the wallet to the second devnet, and the refs follow', async () => {
    const { client, connectorId, address } = devnetClient(devnets())
    const { network, account } = await mount(client, () => ({
      network: useNetwork(),
      account: useAccount(),
    }))
    await client.connect({ connectorId })
    expect(network.chainId.value).toBe(31337)
    expect(network.networks.map((n) => n.id)).toEqual([31337, 31338])
    const second = network.networks[1]
    if (!second) throw new Error('no second devnet')
    await network.switchNetwork(second)
    expect(network.chainId.value).toBe(31338)
    expect(network.caipNetworkId.value).toBe('eip155:31338')
    expect(network.isUnsupported.value).toBe(false)
    await vi.waitFor(() => expect(account.caipAddress.value).toBe(`eip155:31338:${address}`))
  })

  it('signs through the client with the real wallet; the signature verifies, and the provider is the wallet', async () => {
    const { client, connectorId, address } = devnetClient(devnets())
    const { portico, provider } = await mount(client, () => ({
      portico: usePorticoClient(),
      provider: useWalletProvider<{ request(args: { method: string }): Promise<unknown> }>(),
    }))
    expect(provider.walletProvider.value).toBeUndefined()
    await client.connect({ connectorId })
    const signature = await portico.signMessage({ message: 'Sign in to the Vue app' })
    expect(
      await verifyMessage({
        address,
        message: 'Sign in to the Vue app',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(await provider.walletProvider.value?.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('useDisconnect ends the session', async () => {
    const { client, connectorId } = devnetClient(devnets())
    const { account, disconnect } = await mount(client, () => ({
      account: useAccount(),
      disconnect: useDisconnect().disconnect,
    }))
    await client.connect({ connectorId })
    expect(account.isConnected.value).toBe(true)
    await disconnect()
    expect(account.status.value).toBe('disconnected')
    expect(account.address.value).toBeUndefined()
  })

  it('useModal, useTheme and useLocale follow their stores and change them', async () => {
    const { client } = devnetClient(devnets())
    const { modal, theme, locale } = await mount(client, () => ({
      modal: useModal(),
      theme: useTheme(),
      locale: useLocale(),
    }))
    expect(modal.isOpen.value).toBe(false)
    theme.setThemeMode('light')
    expect(theme.themeMode.value).toBe('light')
    theme.setThemeVariables({ '--portico-accent': '#ff0066' })
    expect(theme.themeVariables.value['--portico-accent']).toBe('#ff0066')
    locale.setLocale('fr-CA')
    expect(locale.locale.value).toBe('fr')
    void modal.open({ view: { view: 'Networks' } })
    await vi.waitFor(() => expect(modal.isLoading.value || modal.isOpen.value).toBe(true))
    expect(modal.view.value).toBe('Networks')
    modal.close({ force: true })
    await vi.waitFor(() => expect(modal.isOpen.value).toBe(false))
  })

  it('useEvents hands each event to its listener until its component unmounts', async () => {
    const { client, connectorId } = devnetClient(devnets())
    const seen: PorticoEventEnvelope[] = []
    const view = mountWith(client, () => useEvents((envelope) => seen.push(envelope)))
    await client.init()
    await client.connect({ connectorId })
    expect(seen.map((e) => e.event.event)).toContain('CONNECT_SUCCESS')
    expect(view.result.value?.event.event).toBe(seen.at(-1)?.event.event)
    view.unmount()
    const before = seen.length
    await client.disconnect()
    expect(seen.length).toBe(before)
  })

  it('outside an app with the plugin, a composable says what is missing', () => {
    const app = createApp({ render: () => null })
    expect(() => app.runWithContext(() => useAccount())).toThrow(PorticoPluginMissingError)
    expect(() => app.runWithContext(() => useAccount())).toThrow(
      'app.use(createPorticoPlugin(portico))',
    )
  })
})
