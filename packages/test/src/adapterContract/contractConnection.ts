import { UserRejectedRequestError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { announcedWalletInfo, announceWallet } from '../wallet/announceWallet'
import type { ContractHarness } from './contractHarness'

const walletId = announcedWalletInfo.rdns
const prompts = (calls: readonly string[]) =>
  calls.filter((m) => m === 'eth_requestAccounts' || m === 'wallet_requestPermissions')

/**
 * The contract's discovery, connect, disconnect and reload tests.
 * @example
 * contractConnection(harness)
 */
export function contractConnection(harness: ContractHarness): void {
  describe('discovery', () => {
    it('lists the EIP-6963 wallet as ANNOUNCED with its name, icon and rdns', async () => {
      const { adapter, context } = await harness.openPage()
      expect(adapter.getConnectors()).toEqual([
        {
          id: walletId,
          name: announcedWalletInfo.name,
          imageUrl: announcedWalletInfo.icon,
          type: 'ANNOUNCED',
          chain: 'eip155',
          rdns: walletId,
          info: { ...announcedWalletInfo },
        },
      ])
      expect(context.connectors.at(-1)).toEqual(adapter.getConnectors())
    })

    it('adds a wallet that announces itself later and ignores a malformed announcement', async () => {
      const { adapter, page, provider, warnings } = await harness.openPage()
      page.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: {
            info: { ...announcedWalletInfo, rdns: 'org.bad', uuid: 'x', icon: 'https://x' },
            provider,
          },
        }),
      )
      announceWallet(page, provider, {
        ...announcedWalletInfo,
        uuid: 'second',
        rdns: 'org.second',
        name: 'Second',
      })
      expect(adapter.getConnectors().map((c) => c.id)).toEqual([walletId, 'org.second'])
      expect(warnings).toEqual(['Ignored an EIP-6963 announcement: Expected a data:image URI'])
    })
  })

  describe('connect and disconnect', () => {
    it('connects, reports the account and hands out the wallet provider', async () => {
      const { adapter, context, provider } = await harness.openPage()
      const connection = await adapter.connect({ connectorId: walletId })
      expect(connection).toMatchObject({
        connectorId: walletId,
        address: harness.account.address,
        chainId: 31337,
      })
      expect(connection.accounts).toEqual([
        { namespace: 'eip155', address: harness.account.address, type: 'eoa' },
      ])
      await expect
        .poll(() => context.accounts.at(-1))
        .toMatchObject({ connectorId: walletId, address: harness.account.address, chainId: 31337 })
      expect(adapter.getWalletProvider({})).toBe(provider)
    })

    it('connects on the requested network', async () => {
      const { adapter } = await harness.openPage()
      const [, second] = harness.networks()
      const connection = await adapter.connect({ connectorId: walletId, caipNetwork: second })
      expect(connection.chainId).toBe(31338)
    })

    it('turns a declined connection into UserRejectedRequestError and reports no account', async () => {
      const { adapter, provider, context } = await harness.openPage()
      provider.failNext({ code: 4001, message: 'User rejected the request.\n  at popup.js:1' })
      const error = await adapter.connect({ connectorId: walletId }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect((error as UserRejectedRequestError).shortMessage).toBe(
        'You declined the request in your wallet.',
      )
      expect(context.accounts).toEqual([])
    })

    it('disconnects and reports it', async () => {
      const { adapter, context } = await harness.connected()
      await adapter.disconnect({})
      await expect.poll(() => context.disconnects).toEqual([{ connectorId: walletId }])
    })
  })

  describe('reconnect on reload', () => {
    it('restores the connection from storage without prompting', async () => {
      const first = await harness.connected()
      await first.adapter.teardown?.()
      const reloaded = await harness.openPage({ storage: first.storage, provider: first.provider })
      const before = first.provider.calls.length
      const connection = await reloaded.adapter.reconnect({ connectorId: walletId })
      expect(connection).toMatchObject({
        connectorId: walletId,
        address: harness.account.address,
        chainId: 31337,
      })
      expect(prompts(first.provider.calls.slice(before))).toEqual([])
      await expect
        .poll(() => reloaded.context.accounts.at(-1)?.address)
        .toBe(harness.account.address)
    })

    it('does not restore a connection the user ended', async () => {
      const first = await harness.connected()
      await first.adapter.disconnect({})
      const reloaded = await harness.openPage({ storage: first.storage, provider: first.provider })
      expect(await reloaded.adapter.reconnect({ connectorId: walletId })).toBeUndefined()
    })

    it('waits for a stored wallet that announces itself after the page started', async () => {
      const first = await harness.connected()
      const reloaded = await harness.openPage({ storage: first.storage, announce: false })
      const pending = reloaded.adapter.reconnect({ connectorId: walletId })
      setTimeout(() => announceWallet(reloaded.page, first.provider), 10)
      expect((await pending)?.address).toBe(harness.account.address)
    })

    it('gives up when the stored wallet is no longer installed', async () => {
      const first = await harness.connected()
      const reloaded = await harness.openPage({
        storage: first.storage,
        announce: false,
        reconnectTimeoutMs: 50,
      })
      expect(await reloaded.adapter.reconnect({ connectorId: walletId })).toBeUndefined()
    })
  })
}
