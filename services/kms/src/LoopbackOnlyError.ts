import { BaseError } from '@portico/common'

/**
 * The KMS was asked to listen beyond loopback: it speaks plain HTTP, so it refuses to start.
 * @example
 * if (!isLoopbackHost(config.host)) throw new LoopbackOnlyError(config.host)
 */
export class LoopbackOnlyError extends BaseError {
  override name = 'LoopbackOnlyError'
  override readonly code = 'KMS_LOOPBACK_ONLY'

  constructor(host: string) {
    super(`The KMS listens on loopback only (host ${host}): it speaks plain HTTP`)
  }
}
