import { isLoopbackHost } from '@portico/common'
import { GatewayStartError } from '../errors/GatewayStartError'
import type { GatewayConfig } from './gatewayConfigSchema'

/**
 * Refuses a configuration that listens beyond loopback without `publicUrl`: the image URLs in
 * answers would otherwise come from each request's Host header, which any client can set. On
 * loopback (development) the Host a browser sends is the gateway's own.
 * @example
 * assertPublicUrl(config) // throws for host 0.0.0.0 without publicUrl
 */
export function assertPublicUrl(config: Pick<GatewayConfig, 'host' | 'publicUrl'>): void {
  if (config.publicUrl !== undefined || isLoopbackHost(config.host)) return
  throw new GatewayStartError(
    'PUBLIC_URL_REQUIRED',
    `publicUrl is required when the gateway listens on ${config.host}, which is not a loopback ` +
      'address: links in its answers (token and wallet images) must not be built from the ' +
      "request's Host header. Set publicUrl in the config file, or PORTICO_GATEWAY_PUBLIC_URL, " +
      'to the URL browsers reach the gateway at (e.g. https://gateway.example.com).',
  )
}
