/**
 * Whether a user operation is an EIP-7702 account's (EntryPoint v0.8): its factory is the
 * `0x7702` marker (as ERC-7677 and viem send it, or padded to an address as some clients do), or
 * it carries the EOA's signed authorization in `eip7702Auth`.
 * @example isEip7702Operation({ factory: '0x7702', eip7702Auth }) // true
 */
export function isEip7702Operation(operation: {
  factory?: string | null | undefined
  eip7702Auth?: unknown
}): boolean {
  return isEip7702Factory(operation.factory) || operation.eip7702Auth != null
}

/**
 * Whether `factory` is EntryPoint v0.8's EIP-7702 marker rather than a factory contract.
 * @example isEip7702Factory('0x7702000000000000000000000000000000000000') // true
 */
export function isEip7702Factory(factory: string | null | undefined): boolean {
  return !!factory && /^0x7702(0{36})?$/i.test(factory)
}
