import { BaseError, type BaseErrorParameters } from './BaseError'

/**
 * The base class of an error whose sentence never changes: it takes only the
 * {@link BaseErrorParameters} (cause, details, docs path, meta lines), and its `name`, `code` and
 * `shortMessage` are the ones given here. A subclass declares the public class (so `instanceof`,
 * the class's own name and its doc comment stay its own) and adds any static members.
 * @example
 * export class QuoteExpiredError extends fixedMessageError(
 *   'QuoteExpiredError',
 *   'QUOTE_EXPIRED',
 *   'The quote expired',
 * ) {}
 * new QuoteExpiredError({ cause: err }).shortMessage // 'The quote expired'
 */
export function fixedMessageError<const Code extends string | number>(
  name: string,
  code: Code,
  shortMessage: string,
): new (
  args?: BaseErrorParameters,
) => BaseError & { readonly code: Code } {
  return class extends BaseError {
    override name = name
    override readonly code = code
    constructor(args: BaseErrorParameters = {}) {
      super(shortMessage, args)
    }
  }
}
