import { z } from 'zod'

const requestSchema = z.object({
  channelToken: z.string().regex(/^[A-Za-z0-9_-]{32,128}$/),
  nonce: z.string().regex(/^[A-Za-z0-9]{8,}$/),
  siweUri: z.url(),
  domain: z.string().min(1).max(253),
  notBefore: z.iso.datetime(),
  expirationTime: z.iso.datetime(),
  relay: z.url({ protocol: /^https?$/ }),
})

/**
 * A Sign In With Farcaster request as the connect link carries it.
 * @example const request: FarcasterRequest = readFarcasterRequest(link)
 */
export type FarcasterRequest = z.infer<typeof requestSchema>

/**
 * Reads a `farcaster://connect?…` link (as a Portico sign-in shows under its QR code): the
 * channel token, what the message must say (domain, siweUri, nonce, time bounds) and the relay
 * to post the signature to. Anything else, or a link missing a field, throws.
 * @example
 * readFarcasterRequest('farcaster://connect?channelToken=…&nonce=…&relay=http://127.0.0.1:8789').relay
 */
export function readFarcasterRequest(link: string): FarcasterRequest {
  const text = link.trim()
  if (!text.startsWith('farcaster://connect?')) {
    throw new Error('Not a Farcaster sign-in link (farcaster://connect?…)')
  }
  const params = Object.fromEntries(new URL(text).searchParams)
  const parsed = requestSchema.safeParse(params)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`The sign-in link is incomplete: ${issue?.path.join('.') ?? 'link'}`)
  }
  return parsed.data
}
