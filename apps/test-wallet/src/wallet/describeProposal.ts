import { z } from 'zod'

const namespaceSchema = z.object({
  chains: z.array(z.string()).optional(),
  methods: z.array(z.string()).default([]),
  events: z.array(z.string()).default([]),
})
const proposalSchema = z.object({
  id: z.number(),
  proposer: z.object({
    metadata: z.object({
      name: z.string(),
      description: z.string().default(''),
      url: z.string(),
      icons: z.array(z.string()).default([]),
    }),
  }),
  requiredNamespaces: z.record(z.string(), namespaceSchema).default({}),
  optionalNamespaces: z.record(z.string(), namespaceSchema).default({}),
})

/**
 * A session proposal as the wallet shows it: who asks, for which chains, methods and events.
 * @example
 * const view: ProposalView = describeProposal(event.params)
 */
export type ProposalView = {
  id: number
  name: string
  description: string
  url: string
  icon: string | undefined
  /** Requested CAIP-2 chains, required ones first. */
  chains: string[]
  methods: string[]
  events: string[]
}

/**
 * Validate a `session_proposal` and merge its required and optional namespaces (keys may be a
 * namespace or a single chain) into one list each of chains, methods and events.
 * @example
 * describeProposal(params).chains // ['eip155:31337', 'eip155:31338']
 */
export function describeProposal(params: unknown): ProposalView {
  const proposal = proposalSchema.parse(params)
  const chains: string[] = []
  const methods: string[] = []
  const events: string[] = []
  const add = (list: string[], values: readonly string[]) => {
    for (const value of values) if (!list.includes(value)) list.push(value)
  }
  for (const group of [proposal.requiredNamespaces, proposal.optionalNamespaces]) {
    for (const [key, namespace] of Object.entries(group)) {
      add(chains, namespace.chains ?? (key.includes(':') ? [key] : []))
      add(methods, namespace.methods)
      add(events, namespace.events)
    }
  }
  const { metadata } = proposal.proposer
  return {
    id: proposal.id,
    name: metadata.name,
    description: metadata.description,
    url: metadata.url,
    icon: metadata.icons.find((icon) => /^(https?:|data:image\/)/.test(icon)),
    chains,
    methods,
    events,
  }
}

type ApprovedNamespace = {
  chains: string[]
  accounts: string[]
  methods: string[]
  events: string[]
}

const isSolanaMethod = (method: string) => method.startsWith('solana_')

/**
 * The namespaces to approve: every requested EVM chain the wallet has an RPC for, with the
 * account on each, and the requested methods and events; and, when `solana` is given and the
 * proposal asks for its chain (the local chain's `solana:<genesis hash ref>`), that chain with
 * the Solana account and the requested solana_* methods. Throws when none of the requested
 * chains is served, so the wallet can reject instead.
 * @example
 * approvedNamespaces(view, '0xf39F…2266', [31337, 31338]).eip155?.accounts
 * approvedNamespaces(view, '0xf39F…2266', [31337], { chain: 'solana:13FK…9vf', address: 'G9yJ…Gi7Q' }).solana?.accounts
 */
export function approvedNamespaces(
  proposal: ProposalView,
  address: string,
  supportedChainIds: readonly number[],
  solana?: { chain: string; address: string },
): Record<string, ApprovedNamespace> {
  const namespaces: Record<string, ApprovedNamespace> = {}
  const chains = proposal.chains.filter((chain) => {
    const [namespace, reference] = chain.split(':')
    return namespace === 'eip155' && supportedChainIds.includes(Number(reference))
  })
  if (chains.length > 0) {
    namespaces.eip155 = {
      chains,
      accounts: chains.map((chain) => `${chain}:${address}`),
      methods: proposal.methods.filter((method) => !isSolanaMethod(method)),
      events: proposal.events,
    }
  }
  if (solana && proposal.chains.includes(solana.chain)) {
    namespaces.solana = {
      chains: [solana.chain],
      accounts: [`${solana.chain}:${solana.address}`],
      methods: proposal.methods.filter(isSolanaMethod),
      // The solana namespace has no events of its own; an app asking for some gets none.
      events: [],
    }
  }
  if (Object.keys(namespaces).length === 0) {
    throw new Error(
      `None of the requested chains is served (${proposal.chains.join(', ') || 'none'})`,
    )
  }
  return namespaces
}
