import type { Context } from 'hono'

/**
 * The base URL of links in answers: `publicUrl` when configured, else the Host the caller used
 * (only allowed on loopback; requests built in-process carry no Host and use their URL).
 * @example
 * const baseUrl = requestBaseUrl(config.publicUrl)
 * const icon = `${baseUrl(c)}/public/getTokenImage/ETH`
 */
export function requestBaseUrl(publicUrl: string | undefined): (c: Context) => string {
  return (c) => {
    if (publicUrl) return publicUrl
    const host = c.req.header('host')
    return host ? `http://${host}` : new URL(c.req.url).origin
  }
}
