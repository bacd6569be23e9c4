/**
 * An address as the approval view shows it: with the name the operator gave it beside it when it
 * is a configured contract, else alone. Never the name instead of the address.
 * @example labelAddress('0xE1823C8904875cf2893a25C839B9dFfA26948668', names) // 'Uniswap V2 router · 0xE1823C…'
 */
export function labelAddress(address: string, names: ReadonlyMap<string, string> | undefined) {
  const name = names?.get(address.toLowerCase())
  return name ? `${name} · ${address}` : address
}
