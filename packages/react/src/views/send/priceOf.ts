import type { TokenBalance } from '@portico/common'
import { parseCaipAddress } from '@portico/common'

/**
 * The USD price the account's balances give the token at `address` (a plain contract address,
 * any case); undefined when none of them is that token or it has no price.
 * @example const price = priceOf(form.tokens, '0x5FbDB2315678afecb367f032d93F642f64180aa3')
 */
export function priceOf(tokens: readonly TokenBalance[], address: string): number | undefined {
  const wanted = address.toLowerCase()
  return tokens.find(
    (token) =>
      token.address !== undefined &&
      parseCaipAddress(token.address).address.toLowerCase() === wanted,
  )?.price
}
