/**
 * Calldata of an ERC-20 `transfer(address,uint256)`, for fee estimates (the adapter builds the
 * real call, with the USDT-style ABI where needed; the selector is the same).
 * @example
 * encodeTransferData('0x7099…79C8', 10n ** 18n) // '0xa9059cbb000…'
 */
export function encodeTransferData(to: string, amount: bigint): `0x${string}` {
  const address = to.toLowerCase().replace(/^0x/, '').padStart(64, '0')
  return `0xa9059cbb${address}${amount.toString(16).padStart(64, '0')}`
}
