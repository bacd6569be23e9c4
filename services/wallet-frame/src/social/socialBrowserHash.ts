import type { Hasher } from '../auth/createHasher'

/**
 * What the service keeps of the secret that binds a social login to its popup's browser.
 * @example const browserHash = socialBrowserHash(hasher, secret)
 */
export const socialBrowserHash = (hasher: Hasher, secret: string) =>
  hasher.hash(`social-browser:${secret}`)
