import { z } from '../zodMini'

/**
 * The JSON body of every gateway error: a stable machine code and a sentence.
 * @example apiErrorSchema.parse({ code: 'UNAUTHORIZED_ORIGIN', message: 'Unauthorized: origin not allowed' })
 */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
})

/** A gateway error body. @example const e: ApiError = { code: 'NOT_FOUND', message: 'Not found' } */
export type ApiError = z.infer<typeof apiErrorSchema>
