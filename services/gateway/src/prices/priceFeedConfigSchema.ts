import { z } from 'zod'

/**
 * One Chainlink-style USD feed (`AggregatorV3Interface`) that prices a token of the chain:
 * `token` is its address, or `native` for the chain's own currency. An answer older than
 * `maxAgeSeconds` (the feed's heartbeat, with some margin) or outside `minAnswer`..`maxAnswer`
 * (in dollars; the bounds a feed's own circuit breaker would stop at) is refused, and the token
 * then has no price rather than one a pool could be pushed to. With `maxDeviationPercent`, an
 * answer further than that from the token's Uniswap V3 time-weighted average (where the chain
 * names `uniswapV3` and a pool of the token qualifies) is refused too: a feed that froze or was
 * misconfigured disagrees with the market, which a half-hour average of a deep pool still is.
 * @example
 * priceFeedConfigSchema.parse({ token: 'native', feed: '0x5f4e…8419', maxAgeSeconds: 3600 })
 */
export const priceFeedConfigSchema = z
  .object({
    token: z.union([z.literal('native'), z.string().regex(/^0x[0-9a-fA-F]{40}$/)]),
    feed: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed address'),
    maxAgeSeconds: z.number().int().positive().max(604_800).default(3_600),
    minAnswer: z.number().nonnegative().optional(),
    maxAnswer: z.number().positive().optional(),
    maxDeviationPercent: z.number().positive().max(100).optional(),
  })
  .refine(
    (feed) =>
      feed.minAnswer === undefined ||
      feed.maxAnswer === undefined ||
      feed.minAnswer < feed.maxAnswer,
    {
      message: 'minAnswer must be below maxAnswer',
      path: ['minAnswer'],
    },
  )

/**
 * One feed's settings, defaults applied.
 * @example const feed: PriceFeedConfig = priceFeedConfigSchema.parse({ token: 'native', feed })
 */
export type PriceFeedConfig = z.infer<typeof priceFeedConfigSchema>
