/**
 * Shorten an address to its first 4 and last 6 characters around '…' (spec §5). The '0x' of an
 * EVM address counts toward the 4, as in the kits users know: '0xd8…A96045'. Short strings are
 * returned unchanged.
 * @example
 * truncateAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // '0xd8…A96045'
 */
export function truncateAddress(address: string, leading = 4, trailing = 6): string {
  if (address.length <= leading + trailing + 1) return address
  return `${address.slice(0, leading)}…${address.slice(address.length - trailing)}`
}
