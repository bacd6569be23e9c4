/**
 * Why the gateway will not sign for an operation whose fee is paid in a token, each with the one
 * line the kit shows (the JSON-RPC error's message; `tokenBalance`'s names the token's symbol).
 * They share sponsorship refusals' shape and code (`SPONSORSHIP_REFUSED_CODE`, `data.reason`).
 * @example
 * TOKEN_PAYMENT_REFUSALS.tokenPrice // "The network fee's price changed. Try again."
 */
export const TOKEN_PAYMENT_REFUSALS = {
  /** The chain has no token paymaster, or it does not take this token. */
  token: 'The network fee cannot be paid in this token here',
  /** The gateway has no fresh price of the token or of the chain's native coin. */
  price: 'The network fee cannot be priced in this token right now',
  /** The amount offered is below the fee at the gateway's price now. */
  tokenPrice: "The network fee's price changed. Try again.",
  /** The sender holds less of the token than the fee. */
  tokenBalance: 'Not enough {symbol} to pay the network fee',
  /** The operation's first call is not the token's approve of the paymaster for the fee. */
  tokenApproval: 'This action does not pay its network fee in the token',
} as const

/**
 * A key of {@link TOKEN_PAYMENT_REFUSALS}.
 * @example const reason: TokenPaymentRefusal = 'tokenBalance'
 */
export type TokenPaymentRefusal = keyof typeof TOKEN_PAYMENT_REFUSALS

/**
 * The message of a token-payment refusal, the token's symbol put in.
 * @example tokenPaymentRefusalMessage('tokenBalance', 'tUSDT') // 'Not enough tUSDT to pay the network fee'
 */
export function tokenPaymentRefusalMessage(reason: TokenPaymentRefusal, symbol: string): string {
  return TOKEN_PAYMENT_REFUSALS[reason].replace('{symbol}', symbol)
}
