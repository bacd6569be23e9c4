import { BaseError, type BaseErrorParameters } from './BaseError'

type ValueMessageErrorClass<Code, Field extends string> = new (
  value: string,
  args?: BaseErrorParameters,
) => BaseError & { readonly code: Code } & { readonly [K in Field]: string }

/**
 * The base class of an error whose sentence names one value (a mint, a name's zone, a node's
 * reason): it takes that value and the {@link BaseErrorParameters}, keeps the value as the field
 * named here, and its `name`, `code` and `shortMessage` (made by `message`) are the ones given
 * here. Like {@link fixedMessageError}, a subclass declares the public class.
 * @example
 * export class NotATokenMintError extends valueMessageError(
 *   'NotATokenMintError',
 *   'SOLANA_NOT_A_TOKEN_MINT',
 *   'mint',
 *   (mint) => `${mint} is not an SPL token mint`,
 * ) {}
 * new NotATokenMintError('So11…').mint // 'So11…'
 */
export function valueMessageError<const Code extends string | number, const Field extends string>(
  name: string,
  code: Code,
  field: Field,
  message: (value: string) => string,
): ValueMessageErrorClass<Code, Field> {
  class ValueMessageError extends BaseError {
    override name = name
    override readonly code = code
    constructor(value: string, args: BaseErrorParameters = {}) {
      super(message(value), args)
      Object.defineProperty(this, field, { value, enumerable: true })
    }
  }
  // The field's name is a type parameter, which a class body cannot declare.
  return ValueMessageError as unknown as ValueMessageErrorClass<Code, Field>
}
