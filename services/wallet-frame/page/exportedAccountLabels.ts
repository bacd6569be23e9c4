import { truncateAddress } from '@portico/common'
import type { ExportedAccount } from './ExportedAccount'

/**
 * The export view's words for whose key it shows. With a smart account the key is its owner:
 * named by the smart account (the address the wallet shows everywhere else), with the key's own
 * address beside it, which another wallet opens when the key is imported there.
 * @example
 * exportedAccountLabels({ address: eoa, smartAccount: smart })
 * // { account: 'Owner key of smart account 0x3E…3e7e96', owner: 'In another wallet this key opens its own address, 0x78…1E6ea6, not the smart account.' }
 */
export function exportedAccountLabels({ address, smartAccount }: ExportedAccount): {
  account: string
  owner?: string
} {
  if (!smartAccount) return { account: `Key of account ${truncateAddress(address)}` }
  return {
    account: `Owner key of smart account ${truncateAddress(smartAccount)}`,
    owner: `In another wallet this key opens its own address, ${truncateAddress(address)}, not the smart account.`,
  }
}
