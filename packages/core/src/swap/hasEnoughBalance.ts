/**
 * Whether the account can sell `amount` (smallest units): a token needs the amount; the
 * native coin also pays the network fee, so it needs the amount plus `fee`.
 * @example
 * hasEnoughBalance({ balance: 10n, amount: 8n, native: true, fee: 3n }) // false
 */
export function hasEnoughBalance({
  balance,
  amount,
  native,
  fee,
}: {
  balance: bigint
  amount: bigint
  native: boolean
  fee: bigint
}): boolean {
  return amount <= balance && (!native || amount + fee <= balance)
}
