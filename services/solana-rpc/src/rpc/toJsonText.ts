const marker = '\u0000bigint:'

/**
 * `JSON.stringify` that writes bigints as plain JSON numbers, as Solana's RPC writes u64
 * values (lamports, slots); `@solana/kit` reads them back as bigints without losing digits.
 *
 * @example
 * toJsonText({ lamports: 2n ** 60n }) // '{"lamports":1152921504606846976}'
 */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value, (_key, item) =>
    typeof item === 'bigint' ? `${marker}${item.toString()}` : item,
  )
  return text.replace(/"\\u0000bigint:(-?\d+)"/g, '$1')
}
