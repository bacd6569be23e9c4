import type { Hasher } from './createHasher'

/**
 * What the service keeps of a device secret: its keyed hash, never the secret.
 * @example const deviceHash = deviceHashOf(hasher, body.deviceSecret)
 */
export const deviceHashOf = (hasher: Hasher, secret: string) => hasher.hash(`device:${secret}`)
