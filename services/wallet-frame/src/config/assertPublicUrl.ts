import { isLoopbackHost } from '@portico/common'
import { PublicUrlRequiredError } from '../errors/PublicUrlRequiredError'
import type { WalletFrameConfig } from './walletFrameConfigSchema'

/**
 * Refuses a configuration that listens beyond loopback without `publicUrl`: the links in mails
 * (device approval, undoing an email change), the Farcaster domain and the OAuth redirect URI
 * need an address the service knows to be its own, never the request's Host header, which any
 * client can set. On loopback (development) the address listened on is that address.
 * @example assertPublicUrl(config) // throws for host 0.0.0.0 without publicUrl
 */
export function assertPublicUrl(config: Pick<WalletFrameConfig, 'host' | 'publicUrl'>): void {
  if (config.publicUrl !== undefined || isLoopbackHost(config.host)) return
  throw new PublicUrlRequiredError(config.host)
}
