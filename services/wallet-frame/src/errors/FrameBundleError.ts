import { BaseError } from '@portico/common'

/**
 * Bundling the frame page gave no script to serve.
 * @example throw new FrameBundleError('the frame bundle has no entry chunk')
 */
export class FrameBundleError extends BaseError {
  override name = 'FrameBundleError'
  override readonly code = 'FRAME_BUNDLE_FAILED'
}
