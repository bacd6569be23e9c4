import type { ReadContract } from './readTokenInfo'

/**
 * What the approval view shows for one request: a title, labelled rows, an optional block of
 * text (the message, or the typed data as indented JSON) and any warnings.
 * @example const d: ApprovalDescription = { title: 'Sign message', rows: [], text: 'Hello' }
 */
export type ApprovalDescription = {
  title: string
  rows: { label: string; value: string }[]
  text?: string
  /** Sentences the visitor must read before approving, shown above the details. */
  warnings?: string[]
}

/**
 * What describing a request needs: the chain the frame is on, the others it knows by name (for
 * the typed-data chain warning) and a way to read contracts on the current chain.
 * @example const context: DescribeContext = { chain, chains: config.chains, read }
 */
export type DescribeContext = {
  chain: { name: string; chainId: number; nativeCurrency: { symbol: string; decimals: number } }
  chains?: readonly { name: string; chainId: number }[]
  /** eth_call on the current chain: token symbols, decimals and names come from the chain. */
  read: ReadContract
  /** The clock deadlines are measured against (ms); now by default. */
  now?: number
}
