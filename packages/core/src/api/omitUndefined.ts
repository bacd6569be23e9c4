/**
 * `T` without the `undefined` its optional keys allow: what `omitUndefined` returns.
 * @example
 * type A = WithoutUndefined<{ a?: string | undefined }> // { a?: string }
 */
export type WithoutUndefined<T> = { [K in keyof T]: Exclude<T[K], undefined> }

/**
 * Copy an object without its undefined-valued keys, so values parsed by zod (whose optional
 * keys may hold `undefined`) fit types written for exactOptionalPropertyTypes.
 * @example
 * omitUndefined({ a: 1, b: undefined }) // { a: 1 }
 */
export function omitUndefined<T extends object>(value: T): Partial<WithoutUndefined<T>> {
  const entries = Object.entries(value).filter(([, v]) => v !== undefined)
  // The filter above is exactly what the narrowed type states.
  return Object.fromEntries(entries) as Partial<WithoutUndefined<T>>
}
