/**
 * A decoded call as the approval view shows it: one sentence (also a line of a batch), the rows
 * of its details and its warnings.
 * @example const d: CallDescription = { summary: 'Send 5 PTT to 0x…', rows: [], warnings: [] }
 */
export type CallDescription = {
  /** One sentence with the amounts, e.g. `Swap 0.003 ETH for at least 7.14 PTT`. */
  summary: string
  rows: { label: string; value: string }[]
  warnings: string[]
  /** A value sent to an account, not a contract call: the recipient and amount read as a send's. */
  send?: true
}
