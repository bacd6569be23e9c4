import { z } from 'zod'

/**
 * The signed text of a name registration: a JSON object with `name`, `attributes` (AppKit-style
 * clients send `{}`; `avatar` and `bio` are kept) and `timestamp` in seconds. Clients that also
 * sign `address` and `coin_type` bind the message to them; the gateway checks both when present.
 * @example
 * registrationMessageSchema.parse(JSON.parse('{"name":"alice-1234.portico.id","attributes":{},"timestamp":1700000000}'))
 */
export const registrationMessageSchema = z.object({
  name: z.string().min(1).max(255),
  attributes: z
    .object({
      avatar: z
        .url({ protocol: /^https?$/ })
        .max(512)
        .optional(),
      bio: z.string().max(160).optional(),
    })
    .default({}),
  timestamp: z.number().int().positive(),
  address: z.string().max(128).optional(),
  coin_type: z.number().int().optional(),
})

/** A parsed registration message. @example const m: RegistrationMessage = registrationMessageSchema.parse(json) */
export type RegistrationMessage = z.infer<typeof registrationMessageSchema>
