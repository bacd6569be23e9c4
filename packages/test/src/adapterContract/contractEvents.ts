import { describe, expect, it } from 'vitest'
import { anvilAccounts } from '../devnet/testAccounts'
import { announcedWalletInfo } from '../wallet/announceWallet'
import type { ContractHarness } from './contractHarness'

const walletId = announcedWalletInfo.rdns

/**
 * The contract's wallet-event tests: account and chain changes, the wallet ending the session.
 * @example
 * contractEvents(harness)
 */
export function contractEvents(harness: ContractHarness): void {
  describe('wallet events', () => {
    it('reports account switches, network switches (also to unknown chains) and disconnects', async () => {
      const { context, provider } = await harness.connected()
      const other = anvilAccounts[1]!.address
      provider.setAccounts([other])
      await expect.poll(() => context.accounts.at(-1)?.address).toBe(other)

      provider.setChain(31338)
      await expect
        .poll(() => context.chains.at(-1))
        .toEqual({ chainId: 31338, connectorId: walletId })
      // A chain the app does not list still reaches core, which shows UnsupportedChain.
      provider.setChain(999)
      await expect.poll(() => context.chains.at(-1)?.chainId).toBe(999)

      provider.emitDisconnect()
      await expect.poll(() => context.disconnects).toEqual([{ connectorId: walletId }])
    })

    it('reports the wallet emptying its accounts as a disconnect', async () => {
      const { context, provider } = await harness.connected()
      provider.setAccounts([])
      await expect.poll(() => context.disconnects).toEqual([{ connectorId: walletId }])
    })
  })
}
