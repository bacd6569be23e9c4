import { z } from '@portico/common/zod-mini'

/**
 * The frame's answer to a Solana signing method: a non-empty signature.
 * @example
 * const { signature } = signatureAnswer.parse(answer)
 */
export const signatureAnswer = z.object({ signature: z.string().check(z.minLength(1)) })
