import { z } from 'zod'

const bytes = z.instanceof(Uint8Array)

/** What the frame asks its key-derivation worker. @example scryptJobSchema.parse(event.data) */
export const scryptJobSchema = z.object({
  password: bytes,
  salt: bytes,
  params: z.object({
    N: z.number().int().positive(),
    r: z.number().int().positive(),
    p: z.number().int().positive(),
    dkLen: z.number().int().positive().max(128),
  }),
})

/** What the worker answers: the derived bytes, or why there are none. @example scryptAnswerSchema.parse(event.data) */
export const scryptAnswerSchema = z.union([
  z.object({ out: bytes }),
  z.object({ error: z.string() }),
])
