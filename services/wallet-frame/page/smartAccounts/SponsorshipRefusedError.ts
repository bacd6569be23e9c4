import { FrameRequestError } from '../FrameRequestError'

/**
 * The site's gateway refused to pay for a user operation, and the operation cannot go on as it
 * stands: its message is the gateway's one line ("This site no longer pays the network fee for
 * this action today"). Thrown after approval when the signed paymaster data is refused (the
 * visitor approved a fee the site was to pay), or while preparing the visitor-paid operation
 * that follows a refusal when that fails too (`failure`).
 * @example throw new SponsorshipRefusedError('This site does not pay the network fee for this action')
 */
export class SponsorshipRefusedError extends FrameRequestError {
  override name = 'SponsorshipRefusedError'
  constructor(
    refusal: string,
    /** Why the operation could not be prepared at the visitor's cost, when it could not. */
    readonly failure?: unknown,
  ) {
    super(refusal)
  }
}
