import { randomBytes } from 'node:crypto'

/**
 * A random 32-byte hex topic, as the SDK makes them.
 * @example
 * const topic = randomTopic()
 */
export function randomTopic(): string {
  return randomBytes(32).toString('hex')
}
