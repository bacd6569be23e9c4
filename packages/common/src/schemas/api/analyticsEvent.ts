import { z } from '../zodMini'

/**
 * One analytics event as POST /e carries it (and POST /batch carries a list of): the fields of
 * spec §7, and the event's own scalar `props.properties` as the kit's events carry them. Parsing
 * drops any other field a client adds, so nothing unknown is stored.
 * @example analyticsEventSchema.parse({ eventId: 'e1', timestamp: 1, props: { type: 'error', event: 'ERROR' } })
 */
export const analyticsEventSchema = z.object({
  eventId: z.optional(z.string().check(z.maxLength(128))),
  url: z.optional(z.string().check(z.maxLength(2048))),
  domain: z.optional(z.string().check(z.maxLength(256))),
  timestamp: z.optional(z.number()),
  props: z.optional(
    z.object({
      type: z.optional(z.string().check(z.maxLength(64))),
      event: z.optional(z.string().check(z.maxLength(128))),
      errorType: z.optional(z.string().check(z.maxLength(256))),
      errorMessage: z.optional(z.string().check(z.maxLength(4096))),
      stackTrace: z.optional(z.string().check(z.maxLength(16384))),
      address: z.optional(z.string().check(z.maxLength(128))),
      /** The event's own details (a connector's type, a network id); at most 20, scalars only. */
      properties: z.optional(
        z
          .record(
            z.string().check(z.maxLength(64)),
            z.union([z.string().check(z.maxLength(256)), z.number(), z.boolean(), z.null()]),
          )
          .check(z.refine((value) => Object.keys(value).length <= 20, 'At most 20 properties')),
      ),
    }),
  ),
})

/** @example const e: AnalyticsEvent = { eventId: 'e1', props: { type: 'track' } } */
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>

/**
 * Body of POST /batch: a bare list of events, an object holding them under `events` or
 * `batch`, or one event.
 * @example analyticsBatchSchema.parse([{ eventId: 'e1' }])
 */
export const analyticsBatchSchema = z.union([
  z.array(analyticsEventSchema).check(z.maxLength(500)),
  z.object({ events: z.array(analyticsEventSchema).check(z.maxLength(500)) }),
  z.object({ batch: z.array(analyticsEventSchema).check(z.maxLength(500)) }),
  analyticsEventSchema,
])

/** @example const b: AnalyticsBatch = [] */
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>

/**
 * Answer of the analytics intake.
 * @example analyticsIntakeResponseSchema.parse({ accepted: 1 })
 */
export const analyticsIntakeResponseSchema = z.object({ accepted: z.number().check(z.int()) })
