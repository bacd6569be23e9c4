import type { Hex } from 'viem'
import type { ReadContract } from './readTokenInfo'

/**
 * What the approval view shows for one request: a title, the request in one sentence, labelled
 * rows, an optional block of text (the message, or the typed data as indented JSON), any
 * warnings, and the raw call data, collapsed.
 * @example const d: ApprovalDescription = { title: 'Sign message', rows: [], text: 'Hello' }
 */
export type ApprovalDescription = {
  title: string
  /** The request in one sentence with its amounts, e.g. "Swap 0.003 ETH for at least 7.14 PTT". */
  summary?: string
  rows: { label: string; value: string }[]
  text?: string
  /** Sentences the visitor must read before approving, shown above the details. */
  warnings?: string[]
  /** Plain lines of what approving also does (`approvalNotes`), shown above the details. */
  notes?: string[]
  /** Each call's data as sent, shown collapsed below the details for whoever wants the bytes. */
  rawData?: { label: string; data: string }[]
}

/**
 * What describing a request needs: the chain the frame is on, the others it knows by name (for
 * the typed-data chain warning), a way to read contracts on the current chain, the names the
 * operator gave contracts and the visitor's own addresses.
 * @example const context: DescribeContext = { chain, chains: config.chains, read, names, own: [eoa, smart] }
 */
export type DescribeContext = {
  chain: { name: string; chainId: number; nativeCurrency: { symbol: string; decimals: number } }
  chains?: readonly { name: string; chainId: number }[]
  /** eth_call on the current chain: token symbols, decimals and names come from the chain. */
  read: ReadContract
  /**
   * eth_getCode on the current chain ('0x': no code). Without it, nothing is taken to be an
   * account without code.
   */
  codeAt?: (address: Hex) => Promise<Hex>
  /** The clock deadlines are measured against (ms); now by default. */
  now?: number
  /**
   * Contracts of the current chain the operator configured, by lower-case address: their name is
   * shown beside the address. A page never adds to it.
   */
  names?: ReadonlyMap<string, string>
  /** The visitor's addresses (EOA and smart account): a swap paying out elsewhere is warned of. */
  own?: readonly string[]
}
