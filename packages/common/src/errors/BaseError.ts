/**
 * Options of {@link BaseError}. `details` defaults to the cause's message.
 * @example
 * const args: BaseErrorParameters = { cause: err, docsPath: '/errors#switch-chain' }
 */
export type BaseErrorParameters = {
  cause?: unknown
  details?: string | undefined
  docsPath?: string | undefined
  metaMessages?: string[] | undefined
}

function detailsOf(args: BaseErrorParameters): string {
  if (args.details !== undefined) return args.details
  if (args.cause instanceof BaseError) return args.cause.details
  if (args.cause instanceof Error) return args.cause.message
  if (typeof args.cause === 'string') return args.cause
  return ''
}

/**
 * The base of every Portico error: `shortMessage` is the sentence a user sees; `message` adds
 * meta lines, docs path and details when there are any; `code` is the stable identifier callers
 * and the kit's translations match on (a subclass sets its own: a protocol number such as 4001,
 * or an upper-case name such as `'SWAP_INSUFFICIENT_BALANCE'`), never the English sentence.
 * @example
 * class QuoteExpiredError extends BaseError {
 *   override name = 'QuoteExpiredError'
 *   override readonly code = 'QUOTE_EXPIRED'
 *   constructor() { super('The quote expired') }
 * }
 */
export class BaseError extends Error {
  override name = 'BaseError'
  /** Stable across releases and languages; `'UNKNOWN_ERROR'` on a bare `BaseError`. */
  readonly code: string | number = 'UNKNOWN_ERROR'
  shortMessage: string
  details: string
  docsPath: string | undefined
  metaMessages: string[] | undefined

  constructor(shortMessage: string, args: BaseErrorParameters = {}) {
    const details = detailsOf(args)
    const docsPath =
      args.docsPath ?? (args.cause instanceof BaseError ? args.cause.docsPath : undefined)
    const extra = [
      ...(args.metaMessages ?? []),
      ...(docsPath ? [`Docs: ${docsPath}`] : []),
      ...(details ? [`Details: ${details}`] : []),
    ]
    const short = shortMessage || 'An error occurred'
    // With nothing to add, message equals the user-facing sentence so plain `.message` checks work.
    super(extra.length ? [short, '', ...extra].join('\n') : short)
    if (args.cause !== undefined) this.cause = args.cause
    this.shortMessage = short
    this.details = details
    this.docsPath = docsPath
    this.metaMessages = args.metaMessages
  }

  /**
   * Follow the `cause` chain: without `fn`, the innermost error; with `fn`, the first error
   * (this one included) for which `fn` returns true, or null.
   * @example
   * const rejected = error.walk((e) => e instanceof UserRejectedRequestError)
   */
  walk(): unknown
  walk(fn: (error: unknown) => boolean): unknown
  walk(fn?: (error: unknown) => boolean): unknown {
    const seen = new Set<unknown>()
    let current: unknown = this
    while (true) {
      if (fn?.(current)) return current
      seen.add(current)
      const next =
        current !== null && typeof current === 'object' && 'cause' in current
          ? current.cause
          : undefined
      if (next === undefined || next === null || seen.has(next)) return fn ? null : current
      current = next
    }
  }
}
