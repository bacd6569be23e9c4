import {
  type AppEvent,
  type AppEventName,
  appEventSchema,
  frameEventSchema,
} from '@portico/common/schemas/frame'
import { FrameRequestError } from './FrameRequestError'

const MAX_REMEMBERED_IDS = 1_000

/**
 * Answers one parsed request; the resolved value is the success payload, a throw the error.
 * @example const handle: RequestHandler = async (event) => undefined
 */
export type RequestHandler = (event: AppEvent) => Promise<unknown>

/** The part of `window` the channel needs; tests pass a jsdom window. */
export type ChannelWindow = Pick<Window, 'addEventListener' | 'removeEventListener'>

/** The part of the parent window the channel posts to. */
export type ChannelParent = Pick<Window, 'postMessage'>

const nameOf = (event: AppEvent) => event.type.slice('@portico-app/'.length) as AppEventName

// The page translates by code: a code of the frame's own errors or of its service's answers
// goes along when it has the protocol's shape; any other thrown value sends its sentence alone.
const errorCodeOf = (error: unknown): string | undefined => {
  if (error instanceof FrameRequestError && !error.coded) return undefined
  const code = (error as { code?: unknown } | null | undefined)?.code
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,63}$/.test(code) ? code : undefined
}

/**
 * The frame's end of the spec §7 window-message protocol. Accepts a message only when it comes
 * from the parent window (`event.source === parent`) at the resolved parent origin and parses
 * as an app event; handles each request id once (a replayed id is dropped); posts every answer
 * to that exact origin only, checked against the frame-event schema first.
 * @example
 * const channel = createMessageChannel({ window, parent: window.parent, parentOrigin, handle, log })
 * channel.ready()
 */
export function createMessageChannel(args: {
  window: ChannelWindow
  parent: ChannelParent
  parentOrigin: string
  handle: RequestHandler
  log?: (message: string, detail?: unknown) => void
}) {
  const { parent, parentOrigin, handle } = args
  const log = args.log ?? (() => {})
  const seen = new Set<string>()

  const post = (message: unknown) => {
    const checked = frameEventSchema.safeParse(message)
    if (!checked.success) {
      log('answer does not fit the protocol', checked.error.issues)
      return false
    }
    parent.postMessage(checked.data, parentOrigin)
    return true
  }

  const answer = async (event: AppEvent) => {
    const name = nameOf(event)
    try {
      const payload = await handle(event)
      const ok = post({ id: event.id, type: `@portico-frame/${name}_SUCCESS`, payload })
      if (!ok)
        post({
          id: event.id,
          type: `@portico-frame/${name}_ERROR`,
          payload: { message: 'An error occurred', code: 'INTERNAL' },
        })
    } catch (error) {
      // An error without a sentence of its own is the frame's internal failure.
      const described = error instanceof Error && error.message !== ''
      const message = described ? error.message.slice(0, 1024) : 'An error occurred'
      const code = described ? errorCodeOf(error) : 'INTERNAL'
      log(`${name} failed`, error)
      post({
        id: event.id,
        type: `@portico-frame/${name}_ERROR`,
        payload: code ? { message, code } : { message },
      })
    }
  }

  const onMessage = (event: MessageEvent) => {
    if (event.source !== (parent as unknown) || event.origin !== parentOrigin) {
      log('message from another window or origin dropped', event.origin)
      return
    }
    const parsed = appEventSchema.safeParse(event.data)
    if (!parsed.success) {
      log('malformed message dropped')
      return
    }
    if (seen.has(parsed.data.id)) {
      log(`replayed request id ${parsed.data.id} dropped`)
      return
    }
    seen.add(parsed.data.id)
    if (seen.size > MAX_REMEMBERED_IDS) seen.delete(seen.values().next().value ?? '')
    void answer(parsed.data)
  }

  args.window.addEventListener('message', onMessage)
  return {
    /** Tells the page the frame listens (spec §4: ready, then an answer per request). */
    ready: () => post({ type: '@portico-frame/READY' }),
    close: () => args.window.removeEventListener('message', onMessage),
  }
}
