import { BaseError } from '@portico/common'

/**
 * The config listens beyond loopback without `publicUrl`, so the service could only build its
 * links from the request's Host header (see `assertPublicUrl`).
 * @example throw new PublicUrlRequiredError('0.0.0.0')
 */
export class PublicUrlRequiredError extends BaseError {
  override name = 'PublicUrlRequiredError'
  override readonly code = 'PUBLIC_URL_REQUIRED'
  constructor(host: string) {
    super(
      `publicUrl is required when the wallet frame listens on ${host}, which is not a ` +
        'loopback address: links in its mails, the Farcaster domain and the OAuth redirect URI ' +
        "must not be built from the request's Host header. Set publicUrl in the config file, or " +
        'PORTICO_WALLET_FRAME_PUBLIC_URL, to the URL browsers reach the frame at (e.g. ' +
        'https://wallet.example.com).',
    )
  }
}
