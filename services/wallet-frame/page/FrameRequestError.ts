import { BaseError } from '@portico/common'

/**
 * An error answered to the page as `<NAME>_ERROR` with this message (the sentence shown) and,
 * when it has one of its own, its code: the service's code when it came from the service's API,
 * or the code the frame gives it (`USER_REJECTED`, `NO_KEY` …). Without one its `code` is
 * `FRAME_REQUEST_REFUSED` and the page gets the sentence alone.
 * @example throw new FrameRequestError('Requested RPC call is not allowed', 'RPC_NOT_ALLOWED')
 */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError'
  override readonly code: string
  /** Whether the error was given a code (the service's or the frame's); see the class. */
  readonly coded: boolean
  constructor(message: string, code?: string) {
    super(message)
    this.code = code ?? 'FRAME_REQUEST_REFUSED'
    this.coded = code !== undefined
  }
}
