import { gatewayConfigSchema } from '@portico/gateway'
import {
  defaultAccountAbstraction,
  defaultTokenPaymaster,
  defaultUniswapV2,
  defaultUniswapV3,
  defaultVerifyingPaymaster,
  devPaymasterSigner,
  eip7702Devnet,
  predictTestTokens,
} from '@portico/test/devnet'
import { describe, expect, it } from 'vitest'
import { testDevnets } from '../testing/testDevnets'
import { DEMO_EIP7702_PROJECT } from './demoEip7702Project'
import { DEMO_UNSPONSORED_PROJECT } from './demoUnsponsoredProject'
import { gatewayConfig } from './gatewayConfig'

const tokens = predictTestTokens()
const chains = testDevnets()
const config = () =>
  gatewayConfig({
    chains,
    projectId: 'portico-demo',
    allowedOrigins: ['http://127.0.0.1:5173'],
    dbPath: '/tmp/g.sqlite',
  })

describe('gatewayConfig', () => {
  it("trusts the wallet frame's visitor addresses only with the stack's secret", () => {
    expect(config()).not.toHaveProperty('walletFrame')
    const secret = 'y'.repeat(43)
    const withSecret = gatewayConfig({
      chains,
      projectId: 'portico-demo',
      allowedOrigins: [],
      dbPath: '/tmp/g.sqlite',
      frameProxySecret: secret,
    })
    expect(withSecret.walletFrame).toEqual({ proxySecret: secret })
  })

  it('lists both devnets with their tokens, the stack origins, and loopback pages for development', () => {
    expect(
      config().chains.map((chain) => [
        chain.chainId,
        chain.rpcUrl,
        chain.tokens.map((t) => t.symbol),
      ]),
    ).toEqual([
      [31337, 'http://127.0.0.1:8545', ['PTT', 'tUSDT']],
      [31338, 'http://127.0.0.1:8546', ['PTT', 'tUSDT']],
    ])
    expect(config().projects).toEqual([
      {
        projectId: 'portico-demo',
        allowedOrigins: ['http://127.0.0.1:5173'],
        defaultFrameAncestors: false,
      },
    ])
    // The README's quick start runs on any localhost port against the dev stack.
    expect(config().allowLoopbackOrigins).toBe(true)
    // The test NFTs' token URIs name the gateway on 127.0.0.1.
    expect(config().nftMetadata).toEqual({ allowLoopback: true })
  })

  it("quotes over each devnet's Uniswap V2, with tUSDT as the dollar its pools price in", () => {
    for (const chain of config().chains) {
      expect(chain.convert).toEqual({
        router: defaultUniswapV2.router,
        factory: defaultUniswapV2.factory,
        weth: defaultUniswapV2.weth,
        stablecoin: tokens.tetherStyle.address,
      })
      // The gateway needs the stablecoin among the chain's tokens (for its decimals).
      expect(chain.tokens.map((t) => t.address)).toContain(chain.convert.stablecoin)
    }
  })

  it("quotes over each devnet's Uniswap V3 too and builds every swap for its SwapRouter02", () => {
    for (const chain of gatewayConfigSchema.parse(config()).chains) {
      expect(chain.uniswapV3).toMatchObject({
        factory: defaultUniswapV3.factory,
        quoterV2: defaultUniswapV3.quoterV2,
        swapRouter02: defaultUniswapV3.swapRouter02,
        // SwapRouter02 wraps and unwraps V2's WETH, and V3 prices in the same dollar as V2.
        weth: chain.convert?.weth,
        stablecoin: chain.convert?.stablecoin,
        // Prices from the V3 pools once they are a minute old, from none under $50,000.
        twapSeconds: 60,
        minLiquidityUsd: 50_000,
      })
    }
  })

  it('sets no static prices: USD values come from the pools', () => {
    expect(config()).not.toHaveProperty('priceSource')
  })

  // Devnet A with a bundler, devnet B without.
  const configWithBundler = () =>
    gatewayConfig({
      chains: [{ ...chains[0]!, bundlerUrl: 'http://127.0.0.1:4337' }, chains[1]!],
      projectId: 'portico-demo',
      allowedOrigins: [],
      dbPath: '/tmp/g.sqlite',
    })

  it('points each chain that has a bundler at it (smart accounts there), and only those', () => {
    const withBundler = configWithBundler()
    expect(withBundler.chains.map((chain) => chain.bundlerUrl)).toEqual([
      'http://127.0.0.1:4337',
      undefined,
    ])
    expect(config().chains.some((chain) => 'bundlerUrl' in chain)).toBe(false)
  })

  it("has the indexer read the user operations of the devnet's EntryPoints (v0.7, and v0.8 for EIP-7702 accounts) where a bundler runs", () => {
    const withBundler = configWithBundler()
    const entryPoints = [defaultAccountAbstraction.entryPoint, eip7702Devnet.entryPoint]
    expect(withBundler.chains.map((chain) => chain.entryPoints)).toEqual([entryPoints, undefined])
    // The gateway takes the config as the dev stack writes it.
    expect(gatewayConfigSchema.parse(withBundler).chains[0]?.entryPoints).toEqual(entryPoints)
  })

  it("has the devnet's paymaster sponsor the demo's sends and swaps where a bundler runs, and nowhere else", () => {
    const withBundler = configWithBundler()
    expect(withBundler.chains.map((chain) => chain.paymaster?.address)).toEqual([
      defaultVerifyingPaymaster,
      undefined,
    ])
    const parsed = gatewayConfigSchema.parse(withBundler)
    expect(parsed.paymaster.signerKey).toBe(devPaymasterSigner.privateKey)
    // EIP-7702 accounts' operations go to the devnet's v0.8 paymaster, delegating to Simple7702Account.
    expect(parsed.chains[0]?.paymaster?.eip7702).toMatchObject({
      address: eip7702Devnet.paymaster,
      entryPoint: eip7702Devnet.entryPoint,
      implementations: [eip7702Devnet.implementation],
    })
    // Fees paid in tUSDT or PTT go to the devnet's token paymaster, at the default 10% markup.
    const tokenPaymaster = parsed.chains[0]?.paymaster?.token
    expect(tokenPaymaster?.address).toBe(defaultTokenPaymaster)
    expect(tokenPaymaster?.tokens).toEqual([tokens.tetherStyle.address, tokens.erc20.address])
    expect(tokenPaymaster?.markupPercent).toBe(10)
    expect(parsed.projects[0]?.sponsorship).toMatchObject({
      sponsorName: 'Portico Demo',
      chains: [31337],
      contracts: [
        { address: tokens.erc20.address, selectors: ['0xa9059cbb', '0x095ea7b3'] },
        { address: tokens.tetherStyle.address, selectors: ['0xa9059cbb', '0x095ea7b3'] },
        { address: defaultUniswapV3.swapRouter02 },
        { address: defaultUniswapV2.router },
      ],
      accountFactories: [
        defaultAccountAbstraction.porticoAccountFactory,
        defaultAccountAbstraction.simpleAccountFactory,
      ],
    })
    // The demo's EIP-7702 project: the same origins and sponsorship, where bundlers run only;
    // its unsponsored one: the same origins, no sponsorship (its visitors pay, in a token too).
    expect(parsed.projects.map((project) => project.projectId)).toEqual([
      'portico-demo',
      DEMO_EIP7702_PROJECT,
      DEMO_UNSPONSORED_PROJECT,
    ])
    expect(parsed.projects[1]?.sponsorship).toEqual(parsed.projects[0]?.sponsorship)
    expect(parsed.projects[1]?.allowedOrigins).toEqual(parsed.projects[0]?.allowedOrigins)
    expect(parsed.projects[2]?.sponsorship).toBeUndefined()
    expect(parsed.projects[2]?.allowedOrigins).toEqual(parsed.projects[0]?.allowedOrigins)
    expect(config().projects.map((project) => project.projectId)).toEqual(['portico-demo'])
    // Without bundlers nothing is sponsored, and the gateway holds no signer.
    expect(config()).not.toHaveProperty('paymaster')
    expect(config().projects[0]).not.toHaveProperty('sponsorship')
  })
})
