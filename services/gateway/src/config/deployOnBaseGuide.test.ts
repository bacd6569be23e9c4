import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './loadConfig'

const GUIDE = fileURLToPath(
  new URL('../../../../site/pages/services/deploy-on-base.md', import.meta.url),
)

/** The page's `gateway.json` block, as a team copies it. */
function guideConfig(): string {
  const page = readFileSync(GUIDE, 'utf8')
  const block = /^```json \[gateway\.json\]\n([\s\S]*?)^```$/m.exec(page)?.[1]
  if (!block) throw new Error('the Deploy on Base page shows no gateway.json')
  return block
}

describe('the "Deploy on Base" page', () => {
  it('gives a gateway.json the gateway starts with: Base with its provider limits, Chainlink feeds, Uniswap V3 prices and swaps', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-base-guide-'))
    try {
      const file = join(dir, 'gateway.json')
      writeFileSync(file, guideConfig())
      const config = loadConfig({}, ['--config', file])
      const [base] = config.chains
      expect(config.chains).toHaveLength(1)
      expect(base).toMatchObject({ chainId: 8453, name: 'Base' })
      expect(base?.startBlock).toBeGreaterThan(0)
      expect(base?.upstream).toMatchObject({ callsPerSecond: 25, maxBatchSize: 10 })
      // Chainlink's ETH / USD and USDC / USD on Base, and USDC a token the gateway reports.
      expect(base?.priceFeeds.map((feed) => [feed.token, feed.feed])).toEqual([
        ['native', '0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70'],
        [
          '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
          '0x7e860098F58bBFC8648a4311b374B1D669a2bc6B',
        ],
      ])
      expect(base?.tokens.map((token) => [token.symbol, token.decimals])).toEqual([['USDC', 6]])
      expect(base?.uniswapV3).toMatchObject({
        factory: '0x33128a8fC17869897dcE68Ed026d694621f6FDfD',
        weth: '0x4200000000000000000000000000000000000006',
        twapSeconds: 1_800,
        // Uniswap's own QuoterV2 and SwapRouter02 on Base, beside its V2 factory and router.
        quoterV2: '0x3d4e44Eb1374240CE5F1B871ab261CD16335B76a',
        swapRouter02: '0x2626664c2603336E57B271c5C0b26F421741e481',
      })
      expect(base?.convert).toMatchObject({
        router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
        factory: '0x8909Dc15e40173Ff4699343b6eB8132c65e18eC6',
        weth: '0x4200000000000000000000000000000000000006',
        stablecoin: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      })
      expect(config.projects.map((project) => project.projectId)).toEqual(['my-app'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
