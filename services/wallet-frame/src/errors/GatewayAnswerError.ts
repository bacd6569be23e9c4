import { BaseError } from '@portico/common'

/**
 * The gateway answered a question of the service with an HTTP error status.
 * @example throw new GatewayAnswerError(502)
 */
export class GatewayAnswerError extends BaseError {
  override name = 'GatewayAnswerError'
  override readonly code = 'GATEWAY_ANSWER_FAILED'
  readonly status: number
  constructor(status: number) {
    super(`gateway answered ${status}`)
    this.status = status
  }
}
