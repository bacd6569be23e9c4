import { BaseError, type BaseErrorParameters } from '@portico/common'

/**
 * An error whose `code` is one of a known set, given where it is thrown: the base of a
 * service's errors that name why with a code of their own (an upstream failure, a refusal to
 * start, a node's RPC code). A subclass names itself and its codes.
 * @example
 * class UpstreamError extends CodedError<'ANSWER_TOO_LARGE' | 'CIRCUIT_OPEN'> {
 *   override name = 'UpstreamError'
 * }
 * throw new UpstreamError('ANSWER_TOO_LARGE', 'answer too large')
 */
export class CodedError<Code extends string | number> extends BaseError {
  override name = 'CodedError'
  override readonly code: Code

  constructor(code: Code, message: string, args: BaseErrorParameters = {}) {
    super(message, args)
    this.code = code
  }
}
