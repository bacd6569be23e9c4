/**
 * Whether the account can sell `amount` (smallest units): a token needs the amount; the
 * native coin also pays the network fee, so it needs the amount plus `fee`, unless the site pays
 * that fee (`sponsored`): then nothing is kept back for it.
 * @example
 * hasEnoughBalance({ balance: 10n, amount: 8n, native: true, fee: 3n }) // false
 * hasEnoughBalance({ balance: 10n, amount: 10n, native: true, fee: 3n, sponsored: true }) // true
 */
export function hasEnoughBalance({
  balance,
  amount,
  native,
  fee,
  sponsored = false,
}: {
  balance: bigint
  amount: bigint
  native: boolean
  fee: bigint
  sponsored?: boolean
}): boolean {
  const kept = native && !sponsored ? fee : 0n
  return amount + kept <= balance
}
