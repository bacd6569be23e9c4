import { isOriginAllowed } from '@portico/common'

/**
 * The origin of the page embedding the frame, if it may: the frame must be framed (not the top
 * window), and the embedding origin — `location.ancestorOrigins[0]` where the browser has it,
 * else the referrer's origin — must match one of `allowed`. Null means: refuse to work.
 * @example
 * resolveParentOrigin({ isTop: false, ancestorOrigins: ['https://shop.example.com'], referrer: '', allowed: ['https://*.example.com'] })
 * // 'https://shop.example.com'
 */
export function resolveParentOrigin(args: {
  isTop: boolean
  ancestorOrigins: ArrayLike<string> | undefined
  referrer: string
  allowed: readonly string[]
}): string | null {
  if (args.isTop) return null
  let origin: string | undefined = args.ancestorOrigins?.[0]
  if (origin === undefined && URL.canParse(args.referrer)) origin = new URL(args.referrer).origin
  if (!origin || origin === 'null') return null
  // Only the direct parent speaks to us; with deeper nesting every ancestor must be allowed too.
  const all = args.ancestorOrigins ? Array.from(args.ancestorOrigins) : [origin]
  return all.every((ancestor) => isOriginAllowed(ancestor, args.allowed)) ? origin : null
}
