import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadSponsorshipGuide } from '../testing/loadSponsorshipGuide'

const README = fileURLToPath(new URL('../../README.md', import.meta.url))

/** The first config of the README's section under `heading`, as an operator copies it. */
function guideConfig(heading = "## Sponsor your visitors' gas"): string {
  const readme = readFileSync(README, 'utf8')
  const section = readme.slice(readme.indexOf(heading))
  const block = /^```json\n([\s\S]*?)^```$/m.exec(section)?.[1]
  if (!block) throw new Error("the README's sponsorship section shows no config")
  return block
}

describe('the README’s "Sponsor your visitors’ gas"', () => {
  it('gives a config the gateway starts with, the signer’s key from the environment', () => {
    const { config, signerKey } = loadSponsorshipGuide(guideConfig())
    expect(config.paymaster).toEqual({ signerKey, validitySeconds: 300, settleIntervalMs: 15_000 })
    expect(config.chains[0]?.paymaster).toEqual({
      address: '0x000000000000000000000000000000000000bA5e',
      entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
      verificationGasLimit: 100_000,
      postOpGasLimit: 0,
    })
    expect(config.projects[0]?.sponsorship).toMatchObject({
      sponsorName: 'Example Shop',
      chains: [8453],
      contracts: [
        {
          address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
          selectors: ['0xa9059cbb', '0x095ea7b3'],
        },
        { address: '0x00000000000000000000000000000000000dea1e' },
      ],
    })
  })

  it('gives a token paymaster config the gateway starts with, its defaults filled in', () => {
    const { config } = loadSponsorshipGuide(guideConfig('### Gas paid in a token'))
    expect(config.chains[0]?.paymaster?.token).toEqual({
      address: '0x00000000000000000000000000000000000070Fe',
      tokens: ['0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'],
      markupPercent: 10,
      verificationGasLimit: 100_000,
      postOpGasLimit: 80_000,
    })
  })
})
