import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { encodeFunctionData, erc20Abi, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createTestGateway } from '../testing/createTestGateway'
import { executeOperation } from '../testing/executeOperation'
import { loadSponsorshipGuide } from '../testing/loadSponsorshipGuide'

const GUIDE = fileURLToPath(
  new URL('../../../../site/pages/services/sponsor-gas.md', import.meta.url),
)
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const ENTRY_POINT = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
const ORIGIN = 'https://app.example.com'

/** The page's `gateway.json` block, as a team copies it. */
function guideConfig(): string {
  const page = readFileSync(GUIDE, 'utf8')
  const block = /^```json \[gateway\.json\]\n([\s\S]*?)^```$/m.exec(page)?.[1]
  if (!block) throw new Error('the "Sponsor your visitors’ gas" page shows no gateway.json')
  return block
}

// A SimpleAccount v0.7 operation of an existing account making one call, every gas field set.
const operation = (to: string, data: `0x${string}`) =>
  executeOperation(to as `0x${string}`, data, {
    maxFeePerGas: toHex(10n ** 8n),
    maxPriorityFeePerGas: toHex(10n ** 6n),
  })

describe('the "Sponsor your visitors’ gas" page', () => {
  it('gives a gateway.json the gateway starts with, the signer’s key from the environment', () => {
    const { config, signerKey } = loadSponsorshipGuide(guideConfig())
    expect(config.paymaster).toEqual({ signerKey, validitySeconds: 300, settleIntervalMs: 15_000 })
    expect(config.chains[0]).toMatchObject({
      chainId: 8453,
      paymaster: { address: '0x000000000000000000000000000000000000bA5e', entryPoint: ENTRY_POINT },
    })
    expect(config.projects[0]?.sponsorship).toMatchObject({
      sponsorName: 'Example Shop',
      chains: [8453],
      contracts: [{ address: USDC, selectors: ['0xa9059cbb', '0x095ea7b3'] }, {}],
      maxCostPerOperation: '0.0005',
      dailyBudget: { project: '0.5', perVisitor: '0.005' },
    })
  })

  it('sponsors what the page says on the chain it lists, and answers its curl as shown', async () => {
    const guide = JSON.parse(guideConfig())
    const { app, close } = await createTestGateway({
      ...guide,
      paymaster: { ...guide.paymaster, signerKey: generatePrivateKey() },
      indexer: { enabled: false },
    })
    try {
      const networks = await app.request('/v1/bundler/networks?projectId=my-app')
      expect(await networks.json()).toEqual({
        smartAccountEnabledNetworks: [8453],
        sponsoredNetworks: [8453],
      })
      const stub = async (to: string, data: `0x${string}`) => {
        const res = await app.request(
          '/v1/bundler?projectId=my-app&chainId=eip155:8453&bundler=x',
          {
            method: 'POST',
            headers: { Origin: ORIGIN, 'content-type': 'application/json' },
            body: JSON.stringify({
              jsonrpc: '2.0',
              id: 1,
              method: 'pm_getPaymasterStubData',
              params: [operation(to, data), ENTRY_POINT, toHex(8453), {}],
            }),
          },
        )
        return (await res.json()) as {
          result?: { sponsor: { name: string } }
          error?: { message: string }
        }
      }
      const receiver = privateKeyToAccount(generatePrivateKey()).address
      const transfer = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [receiver, 1n],
      })
      expect((await stub(USDC, transfer)).result?.sponsor).toEqual({ name: 'Example Shop' })
      // USDC's transferFrom is not in the list: the visitor's to pay.
      const transferFrom = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [receiver, receiver, 1n],
      })
      expect((await stub(USDC, transferFrom)).error?.message).toBe(
        'This site does not pay the network fee for this action',
      )
    } finally {
      await close()
    }
  })
})
