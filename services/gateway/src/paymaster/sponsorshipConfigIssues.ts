import type { ChainPaymaster, SponsorshipPolicy } from './paymasterConfigSchema'

/**
 * One problem {@link sponsorshipConfigIssues} finds: where in the config, and what is wrong.
 * @example const issue: SponsorshipConfigIssue = { path: ['paymaster', 'signerKey'], message: '…' }
 */
export type SponsorshipConfigIssue = { path: (string | number)[]; message: string }

/**
 * What ties the gateway's sponsorship settings together, checked across the config: a chain with
 * a paymaster needs a bundler and the signer's key; each chain a project sponsors on must be a
 * configured chain with a paymaster; each token a token paymaster takes must be one of its
 * chain's `tokens` (its symbol and decimals price the fee).
 * @example
 * sponsorshipConfigIssues(config) // [{ path: ['projects', 0, 'sponsorship', 'chains', 0], message: 'Chain 1 has no paymaster …' }]
 */
export function sponsorshipConfigIssues(config: {
  chains: readonly {
    chainId: number
    bundlerUrl?: string | undefined
    paymaster?: ChainPaymaster | undefined
    tokens?: readonly { address: string }[] | undefined
  }[]
  projects: readonly { sponsorship?: SponsorshipPolicy | undefined }[]
  paymaster: { signerKey?: string | undefined }
}): SponsorshipConfigIssue[] {
  const issues: SponsorshipConfigIssue[] = []
  for (const [i, chain] of config.chains.entries()) {
    if (!chain.paymaster) continue
    if (!chain.bundlerUrl) {
      issues.push({
        path: ['chains', i, 'paymaster'],
        message: `Chain ${chain.chainId} has a paymaster but no bundlerUrl: sponsored operations need a bundler`,
      })
    }
    const known = new Set((chain.tokens ?? []).map((token) => token.address.toLowerCase()))
    for (const [j, token] of (chain.paymaster.token?.tokens ?? []).entries()) {
      if (known.has(token.toLowerCase())) continue
      issues.push({
        path: ['chains', i, 'paymaster', 'token', 'tokens', j],
        message: `Token ${token} is not one of chain ${chain.chainId}'s tokens: its symbol and decimals are unknown`,
      })
    }
  }
  const withPaymaster = new Set(config.chains.filter((c) => c.paymaster).map((c) => c.chainId))
  if (withPaymaster.size > 0 && !config.paymaster.signerKey) {
    issues.push({
      path: ['paymaster', 'signerKey'],
      message:
        "Chains have paymasters: set their signer's key (PORTICO_GATEWAY_PAYMASTER_SIGNER_KEY)",
    })
  }
  for (const [i, project] of config.projects.entries()) {
    for (const [j, chainId] of (project.sponsorship?.chains ?? []).entries()) {
      if (withPaymaster.has(chainId)) continue
      issues.push({
        path: ['projects', i, 'sponsorship', 'chains', j],
        message: `Chain ${chainId} has no paymaster (chains[].paymaster): nothing could pay there`,
      })
    }
  }
  return issues
}
