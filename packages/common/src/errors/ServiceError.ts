import { BaseError, type BaseErrorParameters } from './BaseError'

/**
 * The shape of a service's error catalogue: each stable code with its HTTP status and default
 * sentence. Services answer every error as `{ code, message }` from one such catalogue.
 * @example
 * const codes = { NOT_FOUND: { status: 404, message: 'Not found' } } as const satisfies ErrorCatalogue
 */
export type ErrorCatalogue = Readonly<Record<string, { status: number; message: string }>>

/**
 * An error a service answers with: a catalogue code, its HTTP status, and the sentence sent as
 * `message` (the catalogue's unless `message` is given). Route code throws it; the host's one
 * error handler shapes it into `{ code, message }`.
 * @example
 * throw new ServiceError('NOT_FOUND', SERVICE_ERROR_CODES, { message: 'Unknown wallet image' })
 */
export class ServiceError<Code extends string = string> extends BaseError {
  override name = 'ServiceError'
  override readonly code: Code
  readonly status: number
  /** Extra response headers, such as `Retry-After`. */
  readonly headers: Record<string, string>

  constructor(
    code: Code,
    catalogue: { readonly [C in Code]: { status: number; message: string } },
    args: BaseErrorParameters & { message?: string; headers?: Record<string, string> } = {},
  ) {
    const { message, headers, ...rest } = args
    const entry = catalogue[code]
    super(message ?? entry.message, rest)
    this.code = code
    this.status = entry.status
    this.headers = headers ?? {}
  }
}
