import { type BitcoinNetworkParams, decodeBitcoinAddress } from '@portico/common'
import type { ConnectorAccount } from '@portico/core'
import { hex } from '@scure/base'
import type { WalletAccount } from '@wallet-standard/base'

/**
 * A wallet's accounts that belong to a network, as Portico's accounts: Taproot addresses are
 * `ordinal` accounts, the others `payment` ones (spec §6 account types), the preferred type
 * first — its first account is the active address.
 * @example
 * toConnectorAccounts(wallet.accounts, params, 'payment')[0]?.address // the payment address
 */
export function toConnectorAccounts(
  accounts: readonly WalletAccount[],
  params: BitcoinNetworkParams,
  preferred: 'payment' | 'ordinal',
): (ConnectorAccount & { account: WalletAccount })[] {
  const known = accounts.flatMap((account) => {
    const decoded = decodeBitcoinAddress(account.address, params)
    if (!decoded) return []
    const type = decoded.type === 'p2tr' ? 'ordinal' : 'payment'
    const publicKey = hex.encode(Uint8Array.from(account.publicKey))
    return [{ namespace: 'bip122' as const, address: account.address, type, publicKey, account }]
  })
  return [
    ...known.filter(({ type }) => type === preferred),
    ...known.filter(({ type }) => type !== preferred),
  ]
}
