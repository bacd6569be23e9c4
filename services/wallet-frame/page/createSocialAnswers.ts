import { z } from 'zod'

/** How long CONNECT_SOCIAL waits for the popup's answer to reach the frame. */
const ANSWER_WAIT_MS = 5_000
// A page starts one login at a time; a few are kept so a retried popup still finishes.
const MAX_LOGINS = 8

const answerMessageSchema = z.strictObject({
  type: z.literal('@portico-social/ANSWER'),
  loginId: z.string().min(1).max(64),
  uri: z.url({ protocol: /^https?$/ }).max(4096),
})

/**
 * The frame's inbox for the provider's answers. The callback page (in the popup, on the frame's
 * origin) posts `{ type: '@portico-social/ANSWER', loginId, uri }` to the opener's frames; an
 * answer is kept only when it comes from the frame's own origin, has that exact shape and is for
 * a login this frame started (`expect`). `take` waits a few seconds for it: the page's
 * CONNECT_SOCIAL can arrive before the popup's message to the frame does.
 * @example
 * const answers = createSocialAnswers(location.origin)
 * answers.listen(window)
 * answers.expect(loginId); const uri = await answers.take(loginId)
 */
export function createSocialAnswers(frameOrigin: string, { waitMs = ANSWER_WAIT_MS } = {}) {
  const logins = new Map<string, { uri?: string; arrived?: () => void }>()

  const receive = (event: { origin: string; data: unknown }) => {
    if (event.origin !== frameOrigin) return false
    const parsed = answerMessageSchema.safeParse(event.data)
    const login = parsed.success ? logins.get(parsed.data.loginId) : undefined
    if (!parsed.success || !login || login.uri !== undefined) return false
    login.uri = parsed.data.uri
    login.arrived?.()
    return true
  }

  return {
    frameOrigin,
    /** Remembers a login this frame started: only its answer will be kept. */
    expect(loginId: string) {
      if (logins.size >= MAX_LOGINS) logins.delete(logins.keys().next().value ?? '')
      logins.set(loginId, {})
    },
    /** Takes a message event; answers whether it was a kept answer. */
    receive,
    /** The answer for `loginId` (once), or undefined if none came within the wait. */
    async take(loginId: string): Promise<string | undefined> {
      const login = logins.get(loginId)
      if (!login) return undefined
      if (login.uri === undefined) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, waitMs)
          login.arrived = () => {
            clearTimeout(timer)
            resolve()
          }
        })
      }
      logins.delete(loginId)
      return login.uri
    },
    listen(view: Pick<Window, 'addEventListener'>) {
      view.addEventListener('message', (event: MessageEvent) => {
        receive({ origin: event.origin, data: event.data })
      })
    },
  }
}

/** An inbox made by {@link createSocialAnswers}. @example ctx.socialAnswers.expect(loginId) */
export type SocialAnswers = ReturnType<typeof createSocialAnswers>
