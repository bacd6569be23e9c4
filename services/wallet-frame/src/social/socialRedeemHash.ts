import type { Hasher } from '../auth/createHasher'

/**
 * What the service keeps of the one-time secret that redeems a social login's code.
 * @example const redeemHash = socialRedeemHash(hasher, secret)
 */
export const socialRedeemHash = (hasher: Hasher, secret: string) =>
  hasher.hash(`social-redeem:${secret}`)
