import { FrameRequestError } from '../FrameRequestError'

/**
 * A network fee the visitor approved paying in a token cannot be paid as approved: the
 * operation now needs more of the token than the approval showed ("The network fee's price
 * changed. Try again."), or the gateway's token paymaster refused to sign for it (its one line:
 * the price moved, the account holds too little). Nothing was sent; the visitor is asked again.
 * @example throw new TokenFeeRefusedError("The network fee's price changed. Try again.")
 */
export class TokenFeeRefusedError extends FrameRequestError {
  override name = 'TokenFeeRefusedError'
}
