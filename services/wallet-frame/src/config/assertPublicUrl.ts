import { isLoopbackHost } from '@portico/common'
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
  throw new Error(
    `publicUrl is required when the wallet frame listens on ${config.host}, which is not a ` +
      'loopback address: links in its mails, the Farcaster domain and the OAuth redirect URI ' +
      "must not be built from the request's Host header. Set publicUrl in the config file, or " +
      'PORTICO_WALLET_FRAME_PUBLIC_URL, to the URL browsers reach the frame at (e.g. ' +
      'https://wallet.example.com).',
  )
}
