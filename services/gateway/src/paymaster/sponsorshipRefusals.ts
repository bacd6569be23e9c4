/**
 * Why the gateway will not sponsor a user operation, each with the one line the kit shows the
 * visitor (who then pays the fee themselves) as the JSON-RPC error's message; the reason itself
 * is the error's `data.reason` and the `reason` label of the refusal metric.
 * @example
 * SPONSORSHIP_REFUSALS.visitor_budget // 'This site no longer pays the network fee for this action today'
 */
export const SPONSORSHIP_REFUSALS = {
  /** The project has no sponsorship policy. */
  no_policy: 'This site does not pay network fees',
  /** The project's policy leaves this chain out. */
  chain: 'This site does not pay network fees on this network',
  /** A call to a contract or function the policy does not list, or callData it cannot read. */
  call: 'This site does not pay the network fee for this action',
  /** The operation creates its account through a factory the policy does not list. */
  factory: 'This site does not pay to create this kind of account',
  /** An EIP-7702 account whose authorization delegates to a contract the chain does not list. */
  delegate: 'This site does not pay network fees for this kind of account',
  /** The operation's maximum cost is over the policy's `maxCostPerOperation`. */
  cost: 'This action costs more network fee than this site pays for one action',
  /** The sender's or the client's budget for the day is spent. */
  visitor_budget: 'This site no longer pays the network fee for this action today',
  /** The project's budget for the day is spent. */
  project_budget: 'This site no longer pays the network fee for this action today',
} as const

/**
 * A key of {@link SPONSORSHIP_REFUSALS}.
 * @example const reason: SponsorshipRefusal = 'call'
 */
export type SponsorshipRefusal = keyof typeof SPONSORSHIP_REFUSALS

/**
 * The JSON-RPC error code of a refused sponsorship: EIP-1474's "transaction rejected", the
 * request being well formed.
 * @example { code: SPONSORSHIP_REFUSED_CODE, message: SPONSORSHIP_REFUSALS.call }
 */
export const SPONSORSHIP_REFUSED_CODE = -32003
