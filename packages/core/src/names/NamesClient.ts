import type { NameRecord } from '@portico/common/schemas/api'

/**
 * A name or address's public face: its registered name and avatar (null when none).
 * @example
 * const identity: Identity = { name: 'alice-1234.portico.id', avatar: 'http://127.0.0.1:8787/public/avatar/0xf39f…' }
 */
export type Identity = { name: string | null; avatar: string | null }

/**
 * A name resolved for sending: the address it points to on the active network, its full name
 * and avatar.
 * @example
 * const to: ResolvedName = { address: '0xf39F…2266', name: 'alice-1234.portico.id', avatar: undefined }
 */
export type ResolvedName = { address: string; name: string; avatar: string | undefined }

/**
 * Account names of one Portico instance (a lazily loaded chunk: `await portico.loadNames()`):
 * availability, suggestions, registration signed by the connected wallet, resolution for Send,
 * and identities, cached 5 minutes in memory (TanStack Query) and in browser storage (spec §3,
 * §9). Failures reject with the name errors of spec §8.
 * @example
 * const names = await portico.loadNames()
 * await names.registerName('alice-1234')
 */
export type NamesClient = {
  /** The zone names are registered in, with its leading dot (`.portico.id` by default). */
  suffix: string
  /** The full name of a label: `alice-1234` → `alice-1234.portico.id`. */
  fullName(label: string): string
  /** Whether a full name is taken (any error counts as free, like existing clients). */
  isNameRegistered(name: string): Promise<boolean>
  /** Free variants of a label; rejects with NameSuggestionsError. */
  getSuggestions(label: string): Promise<{ name: string; registered: boolean }[]>
  /** The names of an address; rejects with NamesForAddressError. */
  getNamesForAddress(address: string): Promise<NameRecord[]>
  /** The address a name points to; undefined when nobody registered it. Rejects with ResolveNameError. */
  resolveName(name: string): Promise<ResolvedName | undefined>
  /**
   * Sign (personal_sign through the connected wallet) and register a label for the active EVM
   * account; sets the account's profile name and image. Rejects with RegisterNameError, or
   * UserRejectedRequestError when the wallet declines.
   */
  registerName(label: string): Promise<string>
  /** The name and avatar of an address (5 min cache). */
  getIdentity(address: string): Promise<Identity>
}
