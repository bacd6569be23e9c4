/**
 * A CAIP-2 network id: `namespace:reference`.
 * @example
 * const id: CaipNetworkId = 'eip155:1'
 */
export type CaipNetworkId = `${string}:${string}`

/**
 * A CAIP-10 account id: `namespace:reference:address`.
 * @example
 * const account: CaipAddress = 'eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
 */
export type CaipAddress = `${string}:${string}:${string}`
