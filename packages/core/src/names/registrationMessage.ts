/**
 * The text a wallet signs to register a name: the JSON existing clients send (`name`, empty
 * `attributes`, `timestamp` in seconds) plus the address and coin type, which bind the
 * signature to this registration.
 * @example
 * registrationMessage({ name: 'alice-1234.portico.id', address: '0xf39F…', coinType: 2147514665, now: Date.now() })
 */
export function registrationMessage(args: {
  name: string
  address: string
  coinType: number
  now: number
}): string {
  return JSON.stringify({
    name: args.name,
    attributes: {},
    timestamp: Math.floor(args.now / 1000),
    address: args.address,
    coin_type: args.coinType,
  })
}
