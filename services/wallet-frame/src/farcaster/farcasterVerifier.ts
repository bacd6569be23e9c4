import { createHash } from 'node:crypto'
import { z } from 'zod'

/**
 * A channel's verifier as the frame sends it to redeem: 32 random bytes, hex.
 * @example z.object({ verifier: verifierSchema })
 */
export const verifierSchema = z.string().regex(/^[0-9a-f]{64}$/)

/**
 * The verifier's SHA-256 as the frame sends it when it opens the channel: hex.
 * @example z.object({ verifierHash: verifierHashSchema })
 */
export const verifierHashSchema = z.string().regex(/^[0-9a-f]{64}$/)

/**
 * SHA-256 of a verifier's bytes, hex: what a channel keeps and what the frame sent at open.
 * @example farcasterVerifierHash('ab'.repeat(32)) === row.verifier_hash
 */
export const farcasterVerifierHash = (verifier: string) =>
  createHash('sha256').update(Buffer.from(verifier, 'hex')).digest('hex')
