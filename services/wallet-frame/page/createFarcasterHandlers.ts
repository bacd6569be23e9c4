import { bytesToHex, sha256 } from 'viem'
import { z } from 'zod'
import { keepLogin } from './auth/keepLogin'
import { loginAnswerSchema } from './auth/loginAnswerSchema'
import { toEmbeddedUser } from './auth/toEmbeddedUser'
import type { FrameContext } from './FrameContext'
import { FrameRequestError } from './FrameRequestError'

const channelSchema = z.object({
  channelToken: z.string(),
  url: z.string(),
  expiresAt: z.number(),
})
const statusSchema = z.object({ state: z.enum(['pending', 'completed']) })

/** How often CONNECT_FARCASTER asks the service whether the wallet has signed. */
const POLL_MS = 1000
/**
 * How long one CONNECT_FARCASTER waits before answering {@link FARCASTER_NOT_SIGNED_YET}: the
 * page asks again while its view is open, so a page that went away stops the polling within
 * this time (the protocol has no cancel message).
 */
const WAIT_MS = 20_000

/**
 * CONNECT_FARCASTER's error when the wallet has not signed within one wait; the page side
 * (`@portico/embedded-wallet`'s waitForFarcaster) asks again on exactly this sentence, which is
 * also the service's FARCASTER_PENDING message.
 */
export const FARCASTER_NOT_SIGNED_YET = 'The Farcaster sign-in is not signed yet'

/**
 * Sign In With Farcaster requests of spec §7: GET_FARCASTER_URI opens a relay channel on the
 * service (bound to this device and to a verifier this page keeps in memory) and answers its connect link for the page's QR code;
 * CONNECT_FARCASTER polls the channel's status until the Farcaster wallet has posted a
 * verified message, redeems it for a session and sets up or recovers the key as after any
 * other login. One request waits at most 20 s, then answers {@link FARCASTER_NOT_SIGNED_YET}
 * and the page asks again; it answers other errors when the channel expires, or when a newer
 * GET_FARCASTER_URI replaced it (the page started over).
 * @example const farcaster = createFarcasterHandlers(context); const { url } = await farcaster.GET_FARCASTER_URI()
 */
export function createFarcasterHandlers(
  ctx: FrameContext,
  timing: { sleep?: (ms: number) => Promise<void>; now?: () => number; waitMs?: number } = {},
) {
  const sleep = timing.sleep ?? defaultSleep
  const now = timing.now ?? Date.now
  const waitMs = timing.waitMs ?? WAIT_MS
  const { api, storage } = ctx
  let channel: (z.infer<typeof channelSchema> & { verifier: string }) | undefined

  return {
    async GET_FARCASTER_URI() {
      // Kept in this page's memory only, never in the link: redeeming the channel needs it, so
      // only this frame page can turn the wallet's signature into a session.
      const verifier = bytesToHex(crypto.getRandomValues(new Uint8Array(32))).slice(2)
      const opened = await api.call(
        'POST',
        '/auth/v1/farcaster/channel',
        {
          body: {
            deviceSecret: storage.deviceSecret(),
            verifierHash: sha256(`0x${verifier}`).slice(2),
          },
        },
        channelSchema,
      )
      channel = { ...opened, verifier }
      return { url: channel.url }
    },

    async CONNECT_FARCASTER() {
      const current = channel
      if (!current) throw new FrameRequestError('Request a Farcaster sign-in link first')
      const started = now()
      for (;;) {
        if (channel !== current) throw new FrameRequestError('Request was aborted')
        const { state } = await api.call(
          'GET',
          '/farcaster/v1/channel/status',
          { bearer: current.channelToken },
          statusSchema,
        )
        if (state === 'completed') break
        if (now() - started >= waitMs) {
          throw new FrameRequestError(FARCASTER_NOT_SIGNED_YET, 'FARCASTER_PENDING')
        }
        await sleep(POLL_MS)
      }
      const answer = await api.call(
        'POST',
        '/auth/v1/farcaster/connect',
        {
          body: {
            channelToken: current.channelToken,
            deviceSecret: storage.deviceSecret(),
            verifier: current.verifier,
          },
        },
        loginAnswerSchema,
      )
      if (channel === current) channel = undefined
      return toEmbeddedUser(ctx, answer.user, await keepLogin(ctx, answer))
    },
  }
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
