import { truncateAddress } from '@portico/common'
import type { ExportedAccount } from './ExportedAccount'

/**
 * A line of the export view around a short address, kept apart so it never breaks inside it.
 * @example const line: ExportLabel = { before: 'Key of account ', address: '0x78…1E6ea6', after: '' }
 */
export type ExportLabel = { before: string; address: string; after: string }

/**
 * The export view's words for whose key it shows. With a smart account the key is its owner:
 * named by the smart account (the address the wallet shows everywhere else), with the key's own
 * address beside it, which another wallet opens when the key is imported there.
 * @example
 * exportedAccountLabels({ address: eoa, smartAccount: smart }).account
 * // { before: 'Owner key of smart account ', address: '0x3E…3e7e96', after: '' }
 */
export function exportedAccountLabels({ address, smartAccount }: ExportedAccount): {
  account: ExportLabel
  owner?: ExportLabel
} {
  const own = truncateAddress(address)
  if (!smartAccount) return { account: { before: 'Key of account ', address: own, after: '' } }
  return {
    account: {
      before: 'Owner key of smart account ',
      address: truncateAddress(smartAccount),
      after: '',
    },
    owner: {
      before: 'In another wallet this key opens its own address, ',
      address: own,
      after: ', not the smart account.',
    },
  }
}
