import { BaseError } from '@portico/common'

/**
 * A message Redis could not store (one of its writes failed, so nothing of it was kept), while
 * the other messages sent in the same call were stored. Its publish is answered with an internal
 * error, and the client may send it again.
 * @example
 * if (result instanceof StoreFailedError) throw result
 */
export class StoreFailedError extends BaseError {
  override name = 'StoreFailedError'
  override readonly code = 'STORE_FAILED'

  constructor(topic: string) {
    super('Redis could not store a message', { details: `topic ${topic}` })
  }
}
