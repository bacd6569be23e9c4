import type { ChainNamespace, TokenBalance } from '@portico/common'
import type { Portico } from '../types/Portico'

/**
 * What `sendToken` needs of a client: its stores (the connected account and network), its
 * resolved options (the namespace when none is active) and its adapters. A `Portico` has them.
 * @example
 * const client: SendTokenClient = portico
 */
export type SendTokenClient = Pick<Portico, 'stores' | 'options' | 'getAdapter'>

/**
 * One send: how much of which token to whom.
 * @example
 * const params: SendTokenParameters = { token: usdc, amount: '1.5', to: '0x7099…79C8' }
 */
export type SendTokenParameters = {
  /**
   * One of the account's token balances; one without `address`, or none on Solana, sends the
   * network's native currency. EVM sends need one.
   */
  token?: TokenBalance | undefined
  /** In the token's units, as the visitor types it: '1.5'. */
  amount: string
  /** The receiver's address. */
  to: string
  /** The account to send from (default: the active namespace's). */
  namespace?: ChainNamespace | undefined
}
