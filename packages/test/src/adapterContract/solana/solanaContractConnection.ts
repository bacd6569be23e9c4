import { UserRejectedRequestError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createSolanaTestWallet } from '../../solana/createSolanaTestWallet'
import type { SolanaContractHarness } from './SolanaContractHarness'

const prompts = (calls: readonly string[]) => calls.filter((call) => call === 'standard:connect')

/**
 * The Solana contract's discovery, connect, disconnect, reload and account-event tests.
 * @example
 * solanaContractConnection(harness)
 */
export function solanaContractConnection(harness: SolanaContractHarness): void {
  describe('discovery', () => {
    it('lists the registered wallet-standard wallet as an ANNOUNCED Solana connector', async () => {
      const { adapter, context, wallet } = await harness.openPage()
      expect(adapter.getConnectors()).toEqual([
        {
          id: wallet.name,
          name: wallet.name,
          imageUrl: wallet.icon,
          type: 'ANNOUNCED',
          chain: 'solana',
          info: { name: wallet.name, icon: wallet.icon },
        },
      ])
      expect(context.connectors.at(-1)).toEqual(adapter.getConnectors())
    })

    it('adds a wallet that registers later, drops it when it leaves, and ignores non-Solana wallets', async () => {
      const { adapter, register } = await harness.openPage()
      const second = createSolanaTestWallet({
        signers: [await harness.signer(1)],
        chains: {},
        name: 'Second',
      })
      register(second)
      expect(adapter.getConnectors().map((c) => c.id)).toEqual(['Portico Solana Test Wallet'])
      const later = createSolanaTestWallet({
        signers: [await harness.signer(1)],
        chains: { 'solana:devnet': harness.chains()[0].url },
        name: 'Later',
      })
      register(later)
      expect(adapter.getConnectors().map((c) => c.id)).toEqual([
        'Portico Solana Test Wallet',
        'Later',
      ])
    })
  })

  describe('connect and disconnect', () => {
    it('connects, reports the account on the first network and hands out the wallet', async () => {
      const { adapter, context, wallet } = await harness.openPage({ signer: 4 })
      const signer = await harness.signer(4)
      const [first] = harness.networks()
      const connection = await adapter.connect({ connectorId: wallet.name })
      expect(connection).toEqual({
        connectorId: wallet.name,
        address: signer.address,
        chainId: first.id,
        accounts: [{ namespace: 'solana', address: signer.address, type: 'eoa' }],
      })
      expect(context.accounts.at(-1)).toMatchObject({ address: signer.address, chainId: first.id })
      expect(adapter.getWalletProvider({})).toBe(wallet)
    })

    it('connects on the requested network', async () => {
      const { adapter, wallet } = await harness.openPage()
      const [, second] = harness.networks()
      const connection = await adapter.connect({ connectorId: wallet.name, caipNetwork: second })
      expect(connection.chainId).toBe(second.id)
    })

    it('turns a declined connection into UserRejectedRequestError and reports no account', async () => {
      const { adapter, context, wallet } = await harness.openPage()
      wallet.failNext(new Error('User rejected the request.'))
      const error = await adapter.connect({ connectorId: wallet.name }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(context.accounts).toEqual([])
    })

    it('disconnects, tells the wallet and reports it', async () => {
      const { adapter, context, wallet } = await harness.connected()
      await adapter.disconnect({})
      expect(context.disconnects).toEqual([{ connectorId: wallet.name }])
      expect(wallet.calls.at(-1)).toBe('standard:disconnect')
      expect(wallet.accounts).toEqual([])
    })
  })

  describe('reconnect on reload', () => {
    it('restores the connection from storage without prompting', async () => {
      const first = await harness.connected()
      await first.adapter.teardown?.()
      const reloaded = await harness.openPage({ storage: first.storage, wallet: first.wallet })
      const before = first.wallet.calls.length
      const connection = await reloaded.adapter.reconnect({ connectorId: first.wallet.name })
      expect(connection?.address).toBe((await harness.signer(0)).address)
      expect(prompts(first.wallet.calls.slice(before))).toEqual([])
      expect(first.wallet.calls.slice(before)).toEqual(['standard:connect (silent)'])
    })

    it('does not restore a connection the user ended', async () => {
      const first = await harness.connected()
      await first.adapter.disconnect({})
      const reloaded = await harness.openPage({ storage: first.storage, wallet: first.wallet })
      expect(await reloaded.adapter.reconnect({ connectorId: first.wallet.name })).toBeUndefined()
    })

    it('waits for a stored wallet that registers after the page started', async () => {
      const first = await harness.connected()
      await first.adapter.teardown?.()
      first.unregister()
      const reloaded = await harness.openPage({
        storage: first.storage,
        wallet: first.wallet,
        register: false,
      })
      const pending = reloaded.adapter.reconnect({ connectorId: first.wallet.name })
      setTimeout(() => reloaded.register(), 10)
      expect((await pending)?.address).toBe((await harness.signer(0)).address)
      expect(reloaded.adapter.getConnectors().map((c) => c.id)).toEqual([first.wallet.name])
    })

    it('gives up when the stored wallet is no longer installed', async () => {
      const first = await harness.connected()
      await first.adapter.teardown?.()
      first.unregister()
      const reloaded = await harness.openPage({
        storage: first.storage,
        wallet: createSolanaTestWallet({ signers: [], chains: {}, name: 'Other' }),
        register: false,
        reconnectTimeoutMs: 50,
      })
      expect(await reloaded.adapter.reconnect({ connectorId: first.wallet.name })).toBeUndefined()
    })
  })

  describe('wallet events', () => {
    it('reports account switches, and the wallet emptying its accounts as a disconnect', async () => {
      const { context, wallet } = await harness.connected()
      const other = await harness.signer(1)
      wallet.setSigners([other])
      expect(context.accounts.at(-1)?.address).toBe(other.address)
      wallet.setSigners([])
      expect(context.disconnects).toEqual([{ connectorId: wallet.name }])
    })
  })
}
