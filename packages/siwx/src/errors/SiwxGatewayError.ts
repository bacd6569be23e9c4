import { BaseError, type BaseErrorParameters } from '@portico/common'

/**
 * The gateway refused a SIWX call or could not be reached; `shortMessage` is the gateway's own
 * sentence (e.g. 'Unauthorized: origin not allowed'), `code` its stable code.
 * @example
 * if (error instanceof SiwxGatewayError && error.code === 'UNAUTHORIZED_ORIGIN') showAlert()
 */
export class SiwxGatewayError extends BaseError {
  override name = 'SiwxGatewayError'
  readonly status: number | undefined
  override readonly code: string
  constructor(
    message: string,
    args: BaseErrorParameters & { status?: number | undefined; code: string },
  ) {
    const { status, code, ...rest } = args
    super(message, { docsPath: '/siwx#gateway', metaMessages: [`Code: ${code}`], ...rest })
    this.status = status
    this.code = code
  }
}
