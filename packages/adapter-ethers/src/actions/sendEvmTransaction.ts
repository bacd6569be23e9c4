import type { AdapterTransaction } from '@portico/core'
import { assertWalletOnNetwork, type Eip1193Provider } from '@portico/evm-injected'
import { walletSigner } from './walletSigner'

/**
 * Sends a native transfer or contract call through the wallet's ethers signer and resolves
 * its hash once the wallet submitted it. Refuses before asking when the wallet is on another
 * chain than `caipNetwork`.
 * @example
 * const hash = await sendEvmTransaction(provider, { caipNetwork, from, to, value: 10n ** 18n })
 */
export async function sendEvmTransaction(
  provider: Eip1193Provider,
  parameters: AdapterTransaction,
): Promise<string> {
  const { caipNetwork, from, to, value, data, gas } = parameters
  await assertWalletOnNetwork(provider, caipNetwork)
  const signer = await walletSigner(provider, from)
  return signer.sendUncheckedTransaction({
    to,
    value,
    ...(data ? { data } : {}),
    ...(gas === undefined ? {} : { gasLimit: gas }),
  })
}
