import { isAddressForNamespace } from '@portico/common'

/**
 * {@link isAddressForNamespace} with a bounded memo: checking an EIP-55 checksum hashes the
 * address, and clients ask about the same few addresses over and over.
 * @example
 * const isValid = createAddressValidator()
 * isValid('eip155', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // true
 */
export function createAddressValidator(maxEntries = 10_000) {
  const known = new Map<string, boolean>()
  return (namespace: string, address: string): boolean => {
    const key = `${namespace}|${address}`
    let valid = known.get(key)
    if (valid === undefined) {
      valid = isAddressForNamespace(namespace, address)
      if (known.size >= maxEntries) known.clear()
      known.set(key, valid)
    }
    return valid
  }
}

/** A validator made by {@link createAddressValidator}. @example isValid('solana', text) */
export type AddressValidator = ReturnType<typeof createAddressValidator>
