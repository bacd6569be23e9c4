import type { AdapterTransaction } from '@portico/core'
import { sendWalletTransaction, toPorticoError } from '@portico/evm-injected'
import type { Config } from '@wagmi/core'
import { connectedProvider } from '../internal/connectedProvider'

/**
 * Sends a native transfer or contract call through the connected wallet and resolves its hash.
 * The wallet must be on `caipNetwork`; otherwise the send is refused before anything is signed.
 * Plain requests (`eth_sendTransaction`), not wagmi's `sendTransaction`: that brings viem's
 * transaction preparation, signature recovery and curve code into this chunk, and wagmi's and
 * @noble/hashes' helpers into the page's first-load file.
 * @example
 * const hash = await sendEvmTransaction(config, { caipNetwork, from, to, value: parseEther('1') })
 */
export async function sendEvmTransaction(
  config: Config,
  parameters: AdapterTransaction & { connectorId?: string | undefined },
): Promise<`0x${string}`> {
  const { connectorId, ...tx } = parameters
  try {
    const provider = await connectedProvider(config, {
      connectorId,
      address: tx.from,
      chainId: Number(tx.caipNetwork.id),
    })
    return await sendWalletTransaction(provider, tx)
  } catch (error) {
    throw toPorticoError(error)
  }
}
