/**
 * An address shortened to its first 4 and last 6 characters (spec §5), e.g. `0xf3…b92266`.
 * Short values come back unchanged.
 * TODO: use the @portico/common formatter once it exports one.
 * @example
 * truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf3…b92266'
 */
export function truncateAddress(address: string, leading = 4, trailing = 6): string {
  if (address.length <= leading + trailing + 1) return address
  return `${address.slice(0, leading)}…${address.slice(-trailing)}`
}
