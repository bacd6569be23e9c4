import { z } from '../zod'

/**
 * One analytics event as POST /e carries it (and POST /batch carries a list of): the fields of
 * spec §7, and the event's own scalar `props.properties` as the kit's events carry them. Parsing
 * drops any other field a client adds, so nothing unknown is stored.
 * @example analyticsEventSchema.parse({ eventId: 'e1', timestamp: 1, props: { type: 'error', event: 'ERROR' } })
 */
export const analyticsEventSchema = z.object({
  eventId: z.string().max(128).optional(),
  url: z.string().max(2048).optional(),
  domain: z.string().max(256).optional(),
  timestamp: z.number().optional(),
  props: z
    .object({
      type: z.string().max(64).optional(),
      event: z.string().max(128).optional(),
      errorType: z.string().max(256).optional(),
      errorMessage: z.string().max(4096).optional(),
      stackTrace: z.string().max(16384).optional(),
      address: z.string().max(128).optional(),
      /** The event's own details (a connector's type, a network id); at most 20, scalars only. */
      properties: z
        .record(
          z.string().max(64),
          z.union([z.string().max(256), z.number(), z.boolean(), z.null()]),
        )
        .refine((value) => Object.keys(value).length <= 20, 'At most 20 properties')
        .optional(),
    })
    .optional(),
})

/** @example const e: AnalyticsEvent = { eventId: 'e1', props: { type: 'track' } } */
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>

/**
 * Body of POST /batch: a bare list of events, an object holding them under `events` or
 * `batch`, or one event.
 * @example analyticsBatchSchema.parse([{ eventId: 'e1' }])
 */
export const analyticsBatchSchema = z.union([
  z.array(analyticsEventSchema).max(500),
  z.object({ events: z.array(analyticsEventSchema).max(500) }),
  z.object({ batch: z.array(analyticsEventSchema).max(500) }),
  analyticsEventSchema,
])

/** @example const b: AnalyticsBatch = [] */
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>

/**
 * Answer of the analytics intake.
 * @example analyticsIntakeResponseSchema.parse({ accepted: 1 })
 */
export const analyticsIntakeResponseSchema = z.object({ accepted: z.number().int() })
