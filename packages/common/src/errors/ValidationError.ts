import { BaseError, type BaseErrorParameters } from './BaseError'
import { VALIDATION_MESSAGES } from './validationMessages'

/**
 * One problem a validation found: where (`path`, empty for the value itself) and its sentence.
 * @example
 * const problem: ValidationProblem = { path: ['payload', 'otp'], message: 'Required' }
 */
export type ValidationProblem = { path: readonly PropertyKey[]; message: string }

/**
 * A value refused at one of the kit's edges. `shortMessage` is the first problem's spec §8
 * sentence ('Required', 'Invalid input', 'Expected X, received Y'); `details` lists every problem
 * with its path.
 * @example
 * throw new ValidationError({ problems: [{ path: ['otp'], message: 'Required' }] })
 */
export class ValidationError extends BaseError {
  override name = 'ValidationError'
  override readonly code = 'VALIDATION'
  problems: readonly ValidationProblem[]
  constructor({
    problems,
    ...args
  }: { problems: readonly ValidationProblem[] } & BaseErrorParameters) {
    super(problems[0]?.message ?? VALIDATION_MESSAGES.invalidInput, {
      // The details travel with the error into a wrapping one (ApiInvalidResponseError).
      details: problems
        .map(
          ({ path, message }) =>
            `${path.length ? path.map(String).join('.') : '(value)'}: ${message}`,
        )
        .join('; '),
      ...args,
    })
    this.problems = problems
  }
}
