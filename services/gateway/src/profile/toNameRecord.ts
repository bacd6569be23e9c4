import type { NameRecord } from '@portico/common/schemas/api'
import { getAddress } from 'viem'
import type { ProfileNameAddressTable, ProfileNameTable } from './ProfileDatabase'

const iso = (ms: number | string) => new Date(Number(ms)).toISOString()

/**
 * A stored name and its addresses as the name endpoints answer it (api-shapes.md "Name
 * record"): addresses keyed by coin type, checksummed; `attributes` holds the signed avatar
 * and bio, when there are any.
 * @example
 * const record = toNameRecord(row, addressRows)
 */
export function toNameRecord(
  row: ProfileNameTable,
  addresses: readonly ProfileNameAddressTable[],
): NameRecord {
  const attributes: { avatar?: string; bio?: string } = {}
  if (row.avatar) attributes.avatar = row.avatar
  if (row.bio) attributes.bio = row.bio
  return {
    name: row.name,
    registered_at: iso(row.registered_at),
    updated_at: iso(row.updated_at),
    addresses: Object.fromEntries(
      addresses.map((entry) => [
        entry.coin_type,
        { address: getAddress(entry.address), created: iso(entry.created_at) },
      ]),
    ),
    attributes: Object.keys(attributes).length ? [attributes] : [],
  }
}
