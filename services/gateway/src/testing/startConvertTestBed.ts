import {
  type Anvil,
  anvilAccounts,
  type DeployedTestTokens,
  startAnvil,
  type UniswapV2Devnet,
} from '@portico/test/devnet'
import { createManualClock } from '@portico/test/services/createManualClock'
import { type Address, createPublicClient, type Hex, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../convert/nativeTokenAddress'
import { createTestGateway } from './createTestGateway'
import { compileTestToken, deployTestToken } from './deployTestToken'
import { startSwapDevnet } from './startSwapDevnet'

const CHAIN = 'eip155:31337'
// The query an AppKit client adds to every call.
const SDK_QUERY = 'st=appkit&sv=react-wagmi-1.8.24&projectId=p&clientId=abc'

/** The funded test account the convert tests trade from (no other gateway test uses it). */
export const convertBuyer = privateKeyToAccount(anvilAccounts[5]?.privateKey as Hex)

/**
 * A gateway for the convert API's tests: Devnet A (31337) with Uniswap V2 pools and a listed
 * token that has none (LONE), and Devnet B (31338) with no router; a manual clock; and request
 * helpers that speak like an AppKit client.
 * @example
 * const bed = await startConvertTestBed()
 * const res = await bed.get('/v1/convert/tokens', { chainId: bed.CHAIN })
 * await bed.stop()
 */
export async function startConvertTestBed() {
  const swap = await startSwapDevnet(31337)
  const { anvil: devnet, tokens, uniswap } = swap
  let plain: Anvil | undefined
  try {
    plain = await startAnvil({ chainId: 31338 })
    const client = createPublicClient({ transport: http(devnet.rpcUrl) }) as PublicClient
    const lone = await deployTestToken({
      rpcUrl: devnet.rpcUrl,
      client,
      artifact: compileTestToken(),
      name: 'Lonely Token',
      symbol: 'LONE',
      decimals: 18,
    })
    const clock = createManualClock()
    const gateway = await createTestGateway(
      {
        chains: [
          {
            ...swap.chain,
            tokens: [
              ...swap.chain.tokens,
              { address: lone, name: 'Lonely Token', symbol: 'LONE', decimals: 18 },
            ],
          },
          { chainId: 31338, name: 'No router', rpcUrl: plain.rpcUrl },
        ],
        publicUrl: 'http://127.0.0.1:8787',
      },
      { clock },
    )
    const stopPlain = plain.stop.bind(plain)
    return {
      CHAIN,
      ETH: `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`,
      PTT: `${CHAIN}:${tokens.erc20.address}`,
      USDT: `${CHAIN}:${tokens.tetherStyle.address}`,
      devnet,
      tokens: tokens as DeployedTestTokens,
      uniswap: uniswap as UniswapV2Devnet,
      lone: lone as Address,
      client,
      clock,
      gateway,
      ...convertRequests(gateway.app),
      async stop() {
        await gateway.close()
        await Promise.all([devnet.stop(), stopPlain()])
      },
    }
  } catch (error) {
    await Promise.all([devnet.stop(), plain?.stop()])
    throw error
  }
}

/**
 * Requests to a gateway app as an AppKit client makes them: a GET with its SDK query and JSON
 * content type, a JSON POST.
 * @example
 * const { get } = convertRequests(gateway.app)
 * await get('/v1/convert/tokens', { chainId: 'eip155:31337' })
 */
export function convertRequests(app: {
  request: (path: string, init?: RequestInit) => Response | Promise<Response>
}) {
  return {
    get: async (path: string, query: Record<string, string>) =>
      app.request(`${path}?${new URLSearchParams(query)}&${SDK_QUERY}`, {
        headers: { 'Content-Type': 'application/json' },
      }),
    post: async (path: string, body: unknown, init: RequestInit = {}) =>
      app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
        ...init,
      }),
  }
}

/** What {@link startConvertTestBed} resolves to. */
export type ConvertTestBed = Awaited<ReturnType<typeof startConvertTestBed>>

/**
 * Asserts a gateway error answer (status and stable code) and returns its body.
 * @example
 * await expectGatewayError(res, 400, 'INVALID_PARAMS')
 */
export async function expectGatewayError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status)
  const body = await res.json()
  expect(body.code).toBe(code)
  return body as { code: string; message: string; reasons?: { description: string }[] }
}
