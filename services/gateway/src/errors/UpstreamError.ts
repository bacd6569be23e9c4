import { CodedError } from '@portico/server'

/**
 * Why the gateway did not use what another server answered: a chain node, a bundler, a Solana
 * cluster or an NFT metadata host, or a chain's provider whose circuit is open (`CIRCUIT_OPEN`:
 * it failed too often lately and is left alone for a while). Callers turn it into their own answer (`UPSTREAM_UNAVAILABLE`,
 * a JSON-RPC "resource unavailable", or no metadata).
 * @example
 * if (size > maxBytes) throw new UpstreamError('ANSWER_TOO_LARGE', 'answer too large')
 */
export class UpstreamError extends CodedError<
  | 'ANSWER_TOO_LARGE'
  | 'UPSTREAM_HTTP_STATUS'
  | 'UPSTREAM_RPC_ERROR'
  | 'URL_SCHEME_REFUSED'
  | 'TOO_MANY_REDIRECTS'
  | 'CIRCUIT_OPEN'
> {
  override name = 'UpstreamError'
}
