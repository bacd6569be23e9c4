import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generatePrivateKey } from 'viem/accounts'
import type { GatewayConfig } from '../config/gatewayConfigSchema'
import { loadConfig } from '../config/loadConfig'

/**
 * Loads a guide's sponsorship `gateway.json` as an operator runs it — a file given with
 * `--config`, the paymaster signer's key in `PORTICO_GATEWAY_PAYMASTER_SIGNER_KEY` — and resolves
 * the config with the key it was given; throws when the file loads without the key as well (the
 * gateway must refuse it, naming the variable). Test files only.
 * @example
 * const { config, signerKey } = loadSponsorshipGuide(readmeJsonBlock)
 */
export function loadSponsorshipGuide(json: string): { config: GatewayConfig; signerKey: string } {
  const dir = mkdtempSync(join(tmpdir(), 'portico-sponsorship-guide-'))
  try {
    const file = join(dir, 'gateway.json')
    writeFileSync(file, json)
    const signerKey = generatePrivateKey()
    const config = loadConfig({ PORTICO_GATEWAY_PAYMASTER_SIGNER_KEY: signerKey }, [
      '--config',
      file,
    ])
    let refused: unknown
    try {
      loadConfig({}, ['--config', file])
    } catch (error) {
      refused = error
    }
    if (
      !(refused instanceof Error) ||
      !refused.message.includes('PORTICO_GATEWAY_PAYMASTER_SIGNER_KEY')
    )
      throw new Error('the guide’s config loads without the paymaster signer’s key')
    return { config, signerKey }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
