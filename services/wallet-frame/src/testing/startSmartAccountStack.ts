import {
  type Alto,
  type Anvil,
  defaultAccountAbstraction,
  defaultTestTokens,
  defaultTokenPaymaster,
  defaultVerifyingPaymaster,
  deployAccountAbstraction,
  deployEip7702,
  deployTestTokens,
  deployTokenPaymaster,
  deployVerifyingPaymaster,
  eip7702Devnet,
  startAlto,
  startAnvil,
} from '@portico/test/devnet'
import {
  type GatewayProcess,
  startGatewayProcess,
} from '@portico/test/services/startGatewayProcess'
import type { MailCatcher } from '@portico/wallet-frame-dev'
import { createPublicClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createTestService, startTestMailCatcher, type TestService } from './createTestService'

const clientOf = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })

/**
 * The devnet stack of a smart-account test, made by {@link startSmartAccountStack}.
 * @example const { service, gateway } = stack
 */
export type SmartAccountStack = {
  /** The project the gateway knows; the node frame's page is opened for it. */
  projectId: string
  mail: MailCatcher
  /** Devnet A (chain 31337): the ERC-4337 contracts, with alto as its bundler. */
  anvil: Anvil
  /** Devnet B (chain 31338): the same contracts, no bundler; only with `chainB: true`. */
  readonly anvilB: Anvil
  alto: Alto
  gateway: GatewayProcess
  service: TestService
  /** A client of devnet A. */
  chain(): ReturnType<typeof clientOf>
  close(): Promise<void>
}

/**
 * Starts a devnet with ERC-4337 and the session validator (and, with `chainB`, a second one
 * with the same contracts and no bundler), alto on the first, a real gateway listing them for
 * `projectId`, and the frame service in operator custody in front of them; stops what started
 * if any step fails. With `sponsorship` (a gateway project policy, or one per project id), devnet
 * A also has the test tokens and the reference VerifyingPaymaster (10 ETH deposited, trusting a
 * signer made for the stack), and the gateway signs for it under those policies. With `eip7702`,
 * devnet A also has EntryPoint v0.8 and Simple7702Account at mainnet's addresses (the frame's
 * defaults) and the v0.8 PorticoVerifyingPaymaster trusting the same signer (the gateway's
 * `paymaster.eip7702` with `sponsorship`), and its alto serves both EntryPoints. With
 * `tokenPaymaster`, devnet A also has the test tokens and PorticoTokenPaymaster trusting the same
 * signer, which the gateway offers for fees paid in tUSDT at its static `prices` (USD by symbol);
 * the frame names both test tokens on the chain. Alto takes seconds: give `beforeAll` 120 s.
 * @example
 * const stack = await startSmartAccountStack({ projectId: 'p', chainB: true })
 * const balance = await stack.chain().getBalance({ address })
 * await stack.close()
 */
export async function startSmartAccountStack(options: {
  projectId: string
  chainB?: boolean
  /** Devnet A with EIP-7702's EntryPoint v0.8 and implementation, alto serving both EntryPoints. */
  eip7702?: boolean
  /** The project's sponsorship policy (gateway config `projects[].sponsorship`), or by project. */
  sponsorship?: Record<string, unknown> | { byProject: Record<string, Record<string, unknown>> }
  /** The frame service's `projectAccountType`; the gateway knows these projects too. */
  projectAccountType?: Record<string, 'eoa' | 'smartAccount' | 'eip7702'>
  /** The gateway's token paymaster on devnet A, taking tUSDT at these USD prices by symbol. */
  tokenPaymaster?: { prices: Record<string, number> }
}): Promise<SmartAccountStack> {
  const { projectId, sponsorship, tokenPaymaster } = options
  const paymasters = sponsorship !== undefined || tokenPaymaster !== undefined
  // The gateway's and the frame's entries of the test tokens: their kind is neither's business.
  const testTokens = Object.values(defaultTestTokens).map(({ kind: _kind, ...token }) => token)
  const policies: Record<string, Record<string, unknown>> = !sponsorship
    ? {}
    : 'byProject' in sponsorship
      ? (sponsorship.byProject as Record<string, Record<string, unknown>>)
      : { [projectId]: sponsorship }
  const paymasterSigner = generatePrivateKey()
  // What has started so far, kept as soon as it runs so that a failed start stops the rest.
  const up: {
    mail?: MailCatcher
    anvil?: Anvil
    anvilB?: Anvil
    alto?: Alto
    gateway?: GatewayProcess
    service?: TestService
  } = {}
  const close = async () => {
    await up.service?.close()
    await up.gateway?.close()
    await up.alto?.stop()
    await Promise.all([up.mail?.stop(), up.anvil?.stop(), up.anvilB?.stop()])
  }
  try {
    // Settled, not raced: a failed start throws once the others are kept, so all are stopped.
    const started = await Promise.allSettled([
      startTestMailCatcher().then((mail) => {
        up.mail = mail
      }),
      startAnvil({ chainId: 31337 }).then((anvil) => {
        up.anvil = anvil
      }),
      options.chainB &&
        startAnvil({ chainId: 31338 }).then((anvil) => {
          up.anvilB = anvil
        }),
    ])
    for (const start of started) if (start.status === 'rejected') throw start.reason
    const { mail, anvil, anvilB } = up
    if (!mail || !anvil) throw new Error('the mail catcher or devnet A did not start')
    await Promise.all(
      [anvil, anvilB].map((devnet) => devnet && deployAccountAbstraction(devnet.rpcUrl)),
    )
    const paymasterAddress = privateKeyToAccount(paymasterSigner).address
    if (options.eip7702)
      await deployEip7702(anvil.rpcUrl, { paymaster: { signer: paymasterAddress } })
    if (paymasters) {
      await deployTestTokens(anvil.rpcUrl)
      await deployVerifyingPaymaster(anvil.rpcUrl, {
        signer: paymasterAddress,
        deposit: 10n * 10n ** 18n,
      })
    }
    if (tokenPaymaster) await deployTokenPaymaster(anvil.rpcUrl, { signer: paymasterAddress })
    const alto = await startAlto({
      rpcUrl: anvil.rpcUrl,
      entryPoint: options.eip7702
        ? `${defaultAccountAbstraction.entryPoint},${eip7702Devnet.entryPoint}`
        : defaultAccountAbstraction.entryPoint,
    })
    up.alto = alto
    const chains = [
      { chainId: 31337, name: 'Devnet A', rpcUrl: anvil.rpcUrl },
      ...(anvilB ? [{ chainId: 31338, name: 'Devnet B', rpcUrl: anvilB.rpcUrl }] : []),
    ]
    const gateway = await startGatewayProcess({
      chains: chains.map((chain) =>
        chain.chainId === 31337
          ? {
              ...chain,
              bundlerUrl: alto.url,
              ...(tokenPaymaster && { tokens: testTokens }),
              ...(paymasters && {
                paymaster: {
                  address: defaultVerifyingPaymaster,
                  entryPoint: defaultAccountAbstraction.entryPoint,
                  ...(options.eip7702 && { eip7702: { address: eip7702Devnet.paymaster } }),
                  ...(tokenPaymaster && {
                    token: {
                      address: defaultTokenPaymaster,
                      tokens: [defaultTestTokens.tetherStyle.address],
                    },
                  }),
                },
              }),
            }
          : chain,
      ),
      projects: [
        ...new Set([
          projectId,
          ...Object.keys(policies),
          ...Object.keys(options.projectAccountType ?? {}),
        ]),
      ].map((id) => ({
        projectId: id,
        allowedOrigins: ['http://127.0.0.1:5173'],
        ...(policies[id] && { sponsorship: policies[id] }),
      })),
      ...(paymasters && { paymaster: { signerKey: paymasterSigner } }),
      ...(tokenPaymaster && {
        priceSource: { kind: 'static', prices: tokenPaymaster.prices },
      }),
      // Every visitor and user operation of a suite comes from 127.0.0.1, one client: a suite of
      // a dozen operations spends about the default buckets in seconds. The limits themselves
      // are the services' own tests' subject, not these suites'.
      bundler: { rateLimit: { capacity: 2_000, refillPerSecond: 100 } },
    })
    up.gateway = gateway
    const service = await createTestService({
      mail,
      clock: { now: () => Date.now() },
      config: {
        // Not a custody test: the operator keeps recovery and the visitor accepts its notice.
        custody: 'operator',
        ...(options.projectAccountType && { projectAccountType: options.projectAccountType }),
        gatewayUrl: gateway.url,
        chains: chains.map((chain) =>
          tokenPaymaster && chain.chainId === 31337
            ? { ...chain, contracts: testTokens.map(({ address, name }) => ({ address, name })) }
            : chain,
        ),
        rateLimits: {
          apiPerIp: { capacity: 2_000, refillPerSecond: 100 },
          rpcPerUser: { capacity: 2_000, refillPerSecond: 100 },
        },
      },
    })
    up.service = service
    return {
      projectId,
      mail,
      anvil,
      get anvilB() {
        if (!anvilB) throw new Error('this stack was started without chainB')
        return anvilB
      },
      alto,
      gateway,
      service,
      chain: () => clientOf(anvil.rpcUrl),
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}
