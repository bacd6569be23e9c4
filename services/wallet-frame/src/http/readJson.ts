import type { Context } from 'hono'
import type { z } from 'zod'
import { WalletFrameError } from '../errors/WalletFrameError'

/**
 * Reads a request's JSON body and parses it with `schema`; a body that is not JSON or does not
 * fit is `400` with the first problem named.
 * @example const { email } = await readJson(c, z.object({ email: z.string() }))
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch (cause) {
    if (cause instanceof WalletFrameError) throw cause
    throw new WalletFrameError('INVALID_JSON', { cause })
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new WalletFrameError('INVALID_PARAMS', {
      details: issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid body',
    })
  }
  return parsed.data
}
