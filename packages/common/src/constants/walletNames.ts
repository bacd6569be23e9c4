/**
 * Suffixes of account names registered through the name service (spec §9).
 * @example WALLET_NAME_SUFFIXES.some((s) => name.endsWith(s))
 */
export const WALLET_NAME_SUFFIXES = ['.reown.id', '.wcn.id'] as const
