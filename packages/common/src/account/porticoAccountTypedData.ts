type Address = `0x${string}`
type Hex = `0x${string}`

/**
 * The EIP-712 domain of a PorticoAccount (the embedded wallet's smart account, its ERC-5267
 * `eip712Domain()`): the owner's signatures hold for this account on this chain only.
 * @example porticoAccountDomain(smart, 31337).verifyingContract === smart
 */
export function porticoAccountDomain(account: Address, chainId: number) {
  return { name: 'Portico Account', version: '1', chainId, verifyingContract: account } as const
}

/**
 * The primary types a PorticoAccount's owner signs, and nothing else may ask its key to sign:
 * a user operation and an ERC-1271 message hash.
 * @example PORTICO_ACCOUNT_PRIMARY_TYPES.includes('PorticoMessage') // true
 */
export const PORTICO_ACCOUNT_PRIMARY_TYPES: readonly string[] = [
  'PorticoUserOperation',
  'PorticoMessage',
]

/**
 * What the owner signs for a user operation: `PorticoUserOperation(bytes32 userOpHash)` under the
 * account's domain, the only owner signature its `validateUserOp` accepts.
 * @example await owner.signTypedData(porticoUserOperationTypedData(smart, 31337, userOpHash))
 */
export function porticoUserOperationTypedData(account: Address, chainId: number, userOpHash: Hex) {
  return {
    domain: porticoAccountDomain(account, chainId),
    types: { PorticoUserOperation: [{ name: 'userOpHash', type: 'bytes32' }] },
    primaryType: 'PorticoUserOperation',
    message: { userOpHash },
  } as const
}

/**
 * What the owner signs for an ERC-1271 signature of `hash` (an EIP-191 or EIP-712 hash):
 * `PorticoMessage(bytes32 hash)` under the account's domain, which its `isValidSignature` checks.
 * @example await owner.signTypedData(porticoMessageTypedData(smart, 31337, hashMessage('hi')))
 */
export function porticoMessageTypedData(account: Address, chainId: number, hash: Hex) {
  return {
    domain: porticoAccountDomain(account, chainId),
    types: { PorticoMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'PorticoMessage',
    message: { hash },
  } as const
}
