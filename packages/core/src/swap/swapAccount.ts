import { type CaipAddress, SwapAccountRequiredError } from '@portico/common'
import type { SwapContext } from './createSwapContext'

/**
 * The connected eip155 account a swap is for: its address, CAIP address and network.
 * Throws SwapAccountRequiredError when none is connected.
 * @example
 * const { address, caipNetwork } = swapAccount(ctx)
 */
export function swapAccount(ctx: SwapContext) {
  // Quotes need only the account's address and network; signing goes through the instance's
  // own actions, which find the wallet. (Importing core's account errors here would regroup the
  // page's first-load chunks: about 0.13 KiB more on first load.)
  const { stores } = ctx.portico
  const address = stores.account.getState().accounts.eip155?.address
  const caipNetwork = stores.chain.getState().networks.eip155?.caipNetwork
  if (!address || !caipNetwork) throw new SwapAccountRequiredError()
  const caipAddress = `${caipNetwork.caipNetworkId}:${address}` as CaipAddress
  return { address, caipAddress, caipNetwork }
}
