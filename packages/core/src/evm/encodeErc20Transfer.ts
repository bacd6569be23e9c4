/**
 * Calldata of ERC-20 `transfer(address,uint256)`; tokens whose `transfer` returns nothing
 * (USDT) take the same calldata.
 * @example
 * encodeErc20Transfer('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1n) // '0xa9059cbb…01'
 */
export function encodeErc20Transfer(to: string, amount: bigint): `0x${string}` {
  const word = (hex: string) => hex.toLowerCase().padStart(64, '0')
  // The prefix in either case: an address written `0X…` is the same address.
  return `0xa9059cbb${word(to.replace(/^0x/i, ''))}${word(amount.toString(16))}`
}
