/**
 * The numeric EVM chain id of a frame chain id: a number, a decimal or hex string, or CAIP-2
 * `eip155:<n>`; undefined for anything else (other namespaces included).
 * @example parseChainId('eip155:31337') // 31337
 */
export function parseChainId(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined
  const raw = value.startsWith('eip155:') ? value.slice('eip155:'.length) : value
  const n = /^0x[0-9a-fA-F]{1,13}$/.test(raw)
    ? Number.parseInt(raw, 16)
    : /^\d{1,15}$/.test(raw)
      ? Number(raw)
      : Number.NaN
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}
