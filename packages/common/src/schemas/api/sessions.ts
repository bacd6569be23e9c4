import { z } from '../zod'

/**
 * Answer of GET /v1/sessions/{caip10Address}: smart-session permissions (`expiry` in seconds).
 * @example sessionsResponseSchema.parse({ pcis: [] })
 */
export const sessionsResponseSchema = z.object({
  pcis: z.array(
    z.looseObject({
      pci: z.string(),
      expiry: z.number(),
      project: z
        .object({
          id: z.string().optional(),
          name: z.string().optional(),
          url: z.string().optional(),
          iconUrl: z.string().optional(),
        })
        .optional(),
    }),
  ),
})

/**
 * JSON body of POST /v1/sessions/{address}/revoke.
 * @example revokeSessionRequestSchema.parse({ pci: 'p', signature: '0x…' })
 */
export const revokeSessionRequestSchema = z.object({
  pci: z.string().max(256),
  signature: z.string().max(1024),
})
