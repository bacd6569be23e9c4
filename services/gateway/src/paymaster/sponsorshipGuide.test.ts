import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config/loadConfig'

const README = fileURLToPath(new URL('../../README.md', import.meta.url))

/** The README's sponsorship config, as an operator copies it. */
function guideConfig(): string {
  const readme = readFileSync(README, 'utf8')
  const section = readme.slice(readme.indexOf("## Sponsor your visitors' gas"))
  const block = /^```json\n([\s\S]*?)^```$/m.exec(section)?.[1]
  if (!block) throw new Error("the README's sponsorship section shows no config")
  return block
}

describe('the README’s "Sponsor your visitors’ gas"', () => {
  it('gives a config the gateway starts with, the signer’s key from the environment', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-sponsorship-guide-'))
    try {
      const file = join(dir, 'gateway.json')
      writeFileSync(file, guideConfig())
      const signerKey = generatePrivateKey()
      const config = loadConfig({ PORTICO_GATEWAY_PAYMASTER_SIGNER_KEY: signerKey }, [
        '--config',
        file,
      ])
      expect(config.paymaster).toEqual({ signerKey, validitySeconds: 300 })
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
      // Without the key the same file is refused, saying which variable to set.
      expect(() => loadConfig({}, ['--config', file])).toThrow(
        /PORTICO_GATEWAY_PAYMASTER_SIGNER_KEY/,
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
