import { WalletFrameError } from '../errors/WalletFrameError'

/**
 * The `429 RATE_LIMITED` answer of an empty bucket, with its Retry-After in whole seconds.
 * @example throw rateLimited(20)
 */
export const rateLimited = (retryAfterSeconds: number): WalletFrameError =>
  new WalletFrameError('RATE_LIMITED', {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  })
