/**
 * A message that is not valid in the part of ICU MessageFormat the kit reads.
 * @example
 * throw new IcuSyntaxError('expected }', '{count', 6)
 */
export class IcuSyntaxError extends Error {
  override name = 'IcuSyntaxError'
  constructor(problem: string, source: string, at: number) {
    super(`${problem} at ${at} in "${source}"`)
  }
}
