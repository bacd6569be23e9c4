import { BaseError } from '@portico/common'

/**
 * The runtime ran no airdrop transaction at all (no signature, no result): answered as an
 * internal error.
 * @example
 * if (!result) throw new AirdropNotRunError()
 */
export class AirdropNotRunError extends BaseError {
  override name = 'AirdropNotRunError'
  override readonly code = 'AIRDROP_NOT_RUN'

  constructor() {
    super('the airdrop did not run')
  }
}
