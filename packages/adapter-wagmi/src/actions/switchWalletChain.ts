import { switchWalletChain as switchEip1193WalletChain } from '@portico/evm-injected'
import type { Chain, EIP1193Provider } from 'viem'

/**
 * Asks an EIP-1193 wallet to switch to `chain`; when the wallet does not know the chain it is
 * added with `wallet_addEthereumChain` and the switch is asked again.
 *
 * Failures are the spec's errors: common's SwitchChainError with code 4902, 5000 or 32603, or a
 * rejection as common's UserRejectedRequestError.
 * @example
 * await switchWalletChain(provider.request, toViemChain(base))
 */
export async function switchWalletChain(
  request: EIP1193Provider['request'],
  chain: Chain,
): Promise<void> {
  await switchEip1193WalletChain({ request }, chain)
}
