import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { Kms } from './Kms'

/**
 * The KMS as a separate process (`services/kms`, custodial mode): the key-encryption key lives in
 * that process and on its disk only, every unseal is on its audit log and under its limits. The
 * token file is the KMS's `client-token`, shared with this service.
 * @example const kms = createRemoteKms('http://127.0.0.1:8791', '/run/secrets/portico-kms-token')
 */
export function createRemoteKms(
  url: string,
  tokenPath: string,
  fetchImpl: typeof fetch = fetch,
): Kms {
  const token = readFileSync(tokenPath, 'utf8').trim()
  const call = async <T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> => {
    let response: Response
    try {
      response = await fetchImpl(new URL(path, url), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5_000),
      })
    } catch (cause) {
      throw new WalletFrameError('KMS_UNAVAILABLE', { cause })
    }
    if (response.status === 429) {
      throw new WalletFrameError('RATE_LIMITED', {
        headers: { 'Retry-After': response.headers.get('retry-after') ?? '60' },
      })
    }
    const parsed = schema.safeParse(await response.json().catch(() => undefined))
    if (!response.ok || !parsed.success)
      throw new WalletFrameError('KMS_UNAVAILABLE', { details: `KMS answered ${response.status}` })
    return parsed.data
  }
  return {
    encrypt: async (plaintext, context) =>
      (
        await call(
          '/v1/seal',
          { context, plaintext: Buffer.from(plaintext).toString('base64') },
          z.object({ sealed: z.string() }),
        )
      ).sealed,
    decrypt: async (sealed, context) =>
      new Uint8Array(
        Buffer.from(
          (await call('/v1/unseal', { context, sealed }, z.object({ plaintext: z.base64() })))
            .plaintext,
          'base64',
        ),
      ),
  }
}
