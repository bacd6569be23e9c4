import { type EncodedAccount, getBase58Decoder, getBase64Decoder } from '@solana/kit'
import { parseTokenAccountJson } from './parseTokenAccountJson'
import type { AccountConfig } from './rpcSchemas'

// Accounts here are never charged rent: the value a validator reports for rent-exempt ones.
const rentExemptEpoch = 18_446_744_073_709_551_615n

/**
 * An account as the RPC writes it, in the requested encoding (base58, base64, or jsonParsed
 * for SPL Token mints and token accounts — others fall back to base64, as a validator does).
 *
 * @example
 * encodeAccount(account, { encoding: 'base64' }, lookUpDecimals)
 */
export function encodeAccount(
  account: EncodedAccount,
  config: AccountConfig | undefined,
  decimalsOf: (mint: string) => number | undefined,
) {
  const encoding = config?.encoding ?? 'base58'
  const slice = config?.dataSlice
  const bytes = slice
    ? account.data.slice(slice.offset, slice.offset + slice.length)
    : new Uint8Array(account.data)
  const parsed =
    encoding === 'jsonParsed' && !slice
      ? parseTokenAccountJson(account.programAddress, bytes, decimalsOf)
      : undefined
  const data =
    parsed ??
    (encoding === 'base58'
      ? [getBase58Decoder().decode(bytes), 'base58']
      : [getBase64Decoder().decode(bytes), 'base64'])
  return {
    data,
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: rentExemptEpoch,
    space: account.space,
  }
}
