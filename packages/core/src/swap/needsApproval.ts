/**
 * Whether the router must be approved before swapping `amount` (smallest units): never for the
 * native coin, which the swap carries as value; for a token, when the allowance is short.
 * @example
 * needsApproval({ native: false, allowance: 0n, amount: 5n }) // true
 */
export function needsApproval({
  native,
  allowance,
  amount,
}: {
  native: boolean
  allowance: bigint
  amount: bigint
}): boolean {
  return !native && allowance < amount
}
