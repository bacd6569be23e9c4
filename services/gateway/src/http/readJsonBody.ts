import type { Context } from 'hono'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from './AppEnv'

/**
 * Reads the request body as JSON whatever its content type (some clients send JSON as
 * text/plain); read once per request and kept on the context. An empty body reads as undefined;
 * a body that is not valid UTF-8 is INVALID_JSON (JSON text is UTF-8: replacement characters would
 * otherwise be stored in its place).
 * @example
 * const body = await readJsonBody(c)
 */
export async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  if (c.req.method !== 'POST') return undefined
  const cached = c.get('body')
  if (cached !== undefined) return cached
  const bytes = await c.req.arrayBuffer()
  let body: unknown
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    if (text.trim() === '') return undefined
    body = JSON.parse(text)
  } catch (cause) {
    throw new GatewayError('INVALID_JSON', { cause })
  }
  c.set('body', body)
  return body
}
