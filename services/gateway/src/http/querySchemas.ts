import { z } from 'zod'

/**
 * A positive integer sent as a query string, within bounds.
 * @example intParam(1, 100).parse('40') // 40
 */
export function intParam(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/, 'Expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
}

/**
 * A comma-separated list sent as one query value; empty items are dropped.
 * @example listParam().parse('a,b,') // ['a', 'b']
 */
export function listParam(maxItems = 500) {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    .pipe(z.array(z.string().max(256)).max(maxItems))
}

/**
 * A boolean flag sent as a query string; presence with no value counts as true.
 * @example flagParam.parse('true') // true
 */
export const flagParam = z
  .enum(['', 'true', 'false', '1', '0'], 'Expected true or false')
  .transform((value) => value !== 'false' && value !== '0')

/**
 * The address in an account path (`/v1/account/:address/…`): plain or CAIP-10, checked further
 * by its namespace's validator.
 * @example accountPathParam.parse('eip155:1:0xabc…')
 */
export const accountPathParam = z.string().min(1).max(160)
