/**
 * The slippage tolerances (percent) the form offers; spec §9's 1 % is the default.
 * @example
 * SLIPPAGE_OPTIONS.includes(1) // true
 */
export const SLIPPAGE_OPTIONS = [0.5, 1, 3] as const
