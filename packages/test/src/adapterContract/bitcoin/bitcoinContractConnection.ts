import { SwitchChainError, UserRejectedRequestError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import {
  BITCOIN_TEST_WALLET_NAME,
  createBitcoinTestWallet,
} from '../../bitcoin/createBitcoinTestWallet'
import type { BitcoinContractHarness } from './BitcoinContractHarness'

const walletId = BITCOIN_TEST_WALLET_NAME

/**
 * The Bitcoin contract's discovery, connect, disconnect, reload, event and switching tests.
 * @example
 * bitcoinContractConnection(harness)
 */
export function bitcoinContractConnection(harness: BitcoinContractHarness): void {
  const { walletKey } = harness
  const accounts = () => [
    {
      namespace: 'bip122',
      address: walletKey.payment,
      type: 'payment',
      publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/),
    },
    {
      namespace: 'bip122',
      address: walletKey.ordinals,
      type: 'ordinal',
      publicKey: expect.stringMatching(/^[0-9a-f]{64}$/),
    },
  ]

  describe('discovery', () => {
    it('lists the wallet-standard Bitcoin wallet as ANNOUNCED with its name and icon', () => {
      const { adapter, context, wallet } = harness.openPage()
      expect(adapter.getConnectors()).toEqual([
        {
          id: walletId,
          name: walletId,
          imageUrl: wallet.icon,
          type: 'ANNOUNCED',
          chain: 'bip122',
          info: { name: walletId, icon: wallet.icon },
        },
      ])
      expect(context.connectors.at(-1)).toEqual(adapter.getConnectors())
    })

    it('adds a wallet registered later and leaves out wallets without Bitcoin features', () => {
      const { adapter, wallets } = harness.openPage()
      const second = createBitcoinTestWallet({
        key: harness.recipient,
        params: harness.params,
        broadcast: async () => '',
        name: 'Second',
      })
      const { 'bitcoin:connect': _, ...withoutBitcoin } = second.features
      wallets.register(second, { ...second, name: 'Not Bitcoin', features: withoutBitcoin })
      expect(adapter.getConnectors().map((c) => c.id)).toEqual([walletId, 'Second'])
    })
  })

  describe('connect and disconnect', () => {
    it('connects the payment address first, with the ordinals one, and hands out the wallet', async () => {
      const { adapter, context, wallet } = harness.openPage()
      const [regtest] = harness.networks()
      const connection = await adapter.connect({ connectorId: walletId })
      expect(connection).toEqual({
        connectorId: walletId,
        address: walletKey.payment,
        chainId: regtest.id,
        accounts: accounts(),
      })
      expect(context.accounts.at(-1)).toEqual(connection)
      expect(wallet.calls).toEqual(['connect'])
      expect(adapter.getWalletProvider({})).toBe(wallet)
    })

    it('makes the ordinals address active when the app prefers it', async () => {
      const { adapter } = harness.openPage({ preferredAccountType: 'ordinal' })
      const connection = await adapter.connect({ connectorId: walletId })
      expect(connection.address).toBe(walletKey.ordinals)
      expect(connection.accounts?.map((a) => a.type)).toEqual(['ordinal', 'payment'])
    })

    it('turns a declined connection into UserRejectedRequestError and reports no account', async () => {
      const { adapter, wallet, context } = harness.openPage()
      wallet.failNext({ code: 4001, message: 'User rejected the request.' })
      const error = await adapter.connect({ connectorId: walletId }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(context.accounts).toEqual([])
    })

    it('disconnects and reports it', async () => {
      const { adapter, context, wallet } = await harness.connected()
      await adapter.disconnect({})
      expect(context.disconnects).toEqual([{ connectorId: walletId }])
      expect(wallet.accounts).toEqual([])
    })
  })

  describe('reconnect on reload', () => {
    it('restores the connection from storage without prompting', async () => {
      const first = await harness.connected()
      await first.adapter.teardown?.()
      const reloaded = harness.openPage({ storage: first.storage, wallet: first.wallet })
      const connection = await reloaded.adapter.reconnect({ connectorId: walletId })
      expect(connection?.address).toBe(walletKey.payment)
      expect(first.wallet.calls).toEqual(['connect'])
      expect(reloaded.context.accounts.at(-1)?.address).toBe(walletKey.payment)
    })

    it('does not restore a connection the user ended', async () => {
      const first = await harness.connected()
      await first.adapter.disconnect({})
      const reloaded = harness.openPage({ storage: first.storage, wallet: first.wallet })
      expect(await reloaded.adapter.reconnect({ connectorId: walletId })).toBeUndefined()
    })

    it('waits for a stored wallet that registers after the page started', async () => {
      const first = await harness.connected()
      const reloaded = harness.openPage({
        storage: first.storage,
        wallet: first.wallet,
        register: false,
      })
      const pending = reloaded.adapter.reconnect({ connectorId: walletId })
      setTimeout(() => reloaded.wallets.register(first.wallet), 10)
      expect((await pending)?.address).toBe(walletKey.payment)
    })

    it('gives up when the stored wallet is no longer installed', async () => {
      const first = await harness.connected()
      const reloaded = harness.openPage({
        storage: first.storage,
        register: false,
        reconnectTimeoutMs: 50,
      })
      expect(await reloaded.adapter.reconnect({ connectorId: walletId })).toBeUndefined()
    })
  })

  describe('events and networks', () => {
    it("follows the wallet's account changes, and its disconnection", async () => {
      const { context, wallet } = await harness.connected()
      wallet.changeAccounts(['ordinals'])
      expect(context.accounts.at(-1)).toMatchObject({
        connectorId: walletId,
        address: walletKey.ordinals,
      })
      wallet.changeAccounts([])
      expect(context.disconnects).toEqual([{ connectorId: walletId }])
    })

    it('switches to a network the wallet serves and refuses one it does not (4902)', async () => {
      const { adapter, context } = await harness.connected()
      const [regtest, testnet] = harness.networks()
      await adapter.switchNetwork({ caipNetwork: regtest })
      expect(context.chains.at(-1)).toEqual({ chainId: regtest.id, connectorId: walletId })
      const error = await adapter.switchNetwork({ caipNetwork: testnet }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(SwitchChainError)
      expect((error as SwitchChainError).code).toBe(4902)
    })
  })
}
