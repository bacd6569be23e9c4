import type { Clock } from '@portico/server'
import type { Kysely } from 'kysely'
import { type Hex, type PublicClient, parseEther, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainConfig } from '../config/gatewayConfigSchema'
import type { MarketPrices } from '../prices/createMarketPrices'
import type { PaymasterMetrics } from './createPaymasterMetrics'
import { createTokenPaymaster, paysInToken } from './createTokenPaymaster'
import { eip7702DelegateOf } from './eip7702DelegateOf'
import { isEip7702Factory, isEip7702Operation } from './isEip7702Operation'
import { judgeSponsorship } from './judgeSponsorship'
import { operationGasFields } from './operationGasFields'
import type { PaymasterAnswer, PaymasterCall } from './PaymasterCall'
import type { ChainPaymaster } from './paymasterConfigSchema'
import { reserveSponsorship } from './reserveSponsorship'
import type { SponsorshipDatabase } from './SponsorshipDatabase'
import { paymasterFields, type SigningPaymaster, signPaymasterData } from './signPaymasterData'
import {
  SPONSORSHIP_REFUSALS,
  SPONSORSHIP_REFUSED_CODE,
  type SponsorshipRefusal,
} from './sponsorshipRefusals'

// A well-formed 65-byte signature of nobody: the paymaster's check fails without reverting,
// so bundlers estimate the operation as they would the signed one.
const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

const invalid = (message: string): PaymasterAnswer => ({ error: { code: -32602, message } })
const V07_ONLY =
  'Invalid params: a v0.7 user operation (factory and factoryData, not initCode or paymasterAndData)'

/**
 * The gateway's verifying paymaster (ERC-7677): `pm_getPaymasterStubData` answers the stub a
 * bundler estimates with (and who sponsors), `pm_getPaymasterData` reserves the operation's
 * maximum cost from the project's daily budgets (the project's, the sender's and the client's)
 * and signs it for the chain's VerifyingPaymaster, valid for `validitySeconds`. Both check that
 * the call's chain id is the route's and its EntryPoint the paymaster's, and that the project's
 * policy allows the operation (`judgeSponsorship`); a refusal is a JSON-RPC error whose message
 * is the one line the kit shows and whose `data.reason` says which. An EIP-7702 account's
 * operation (factory `0x7702` or none, sent with EntryPoint v0.8) is signed for the chain's
 * `paymaster.eip7702` (PorticoVerifyingPaymaster), its delegate one the chain lists: the one its
 * `eip7702Auth` names or, from an EOA delegated already that sends none, the one its code names
 * now (read from the chain's node, `clientOf`, on each call: the contract binds the code's
 * delegate when the operation is validated, so a re-delegation since voids the signature). A
 * sender whose code delegates to no listed contract, or that has no delegation at all, is
 * refused (`delegate`). On a chain without a v0.8 paymaster such operations are refused as
 * invalid. A call whose context names a `token` goes to the token paymaster instead
 * (`createTokenPaymaster`: the visitor pays in the token; no policy, no budget). Undefined
 * without a signer.
 * @example
 * const paymaster = createPaymasterService({ chains, clientOf, signerKey, validitySeconds: 300, db, clock, prices, metrics })
 * const answer = await paymaster?.answer({ method, params, chainId: 31337, project, clientKey })
 */
export function createPaymasterService(deps: {
  chains: readonly ChainConfig[]
  /** The node of a chain (CAIP-2), where a delegated EOA's code is read. */
  clientOf: (caip2: string) => PublicClient | undefined
  signerKey: string | undefined
  validitySeconds: number
  db: Kysely<SponsorshipDatabase>
  clock: Clock
  /** The gateway's USD prices, which price a fee paid in a token. */
  prices: Pick<MarketPrices, 'priceOf'>
  metrics: PaymasterMetrics
}): { answer: (call: PaymasterCall) => Promise<PaymasterAnswer> } | undefined {
  if (!deps.signerKey) return undefined
  const signer = privateKeyToAccount(deps.signerKey as Hex)
  const tokenPaymaster = createTokenPaymaster({ ...deps, signer })
  const paymasters = new Map<number, ChainPaymaster>(
    deps.chains.flatMap((chain) => (chain.paymaster ? [[chain.chainId, chain.paymaster]] : [])),
  )

  return {
    async answer(call) {
      const [operation, entryPoint, chainIdHex] = call.params
      if (Number(chainIdHex) !== call.chainId) {
        return invalid(`Invalid params: chain id ${chainIdHex} is not this route's chain`)
      }
      // An account is created by factory and factoryData (v0.7) or named by its EIP-7702
      // authorization (v0.8): a v0.6 initCode would escape the policy's factory check.
      if (operation.initCode !== undefined || operation.paymasterAndData !== undefined) {
        return invalid(V07_ONLY)
      }
      if (paysInToken(call.params)) {
        // The token paymaster serves v0.7 smart accounts: an EIP-7702 account's is not its own.
        if (isEip7702Operation(operation)) return invalid(V07_ONLY)
        return tokenPaymaster.answer(call)
      }
      const eip7702 = paymasters.get(call.chainId)?.eip7702
      const toEip7702 =
        eip7702 !== undefined && entryPoint.toLowerCase() === eip7702.entryPoint.toLowerCase()
      // An EIP-7702 account's operation is one only the chain's v0.8 paymaster can pay for: any
      // other signature would hold budget for nothing.
      if (isEip7702Operation(operation) && !toEip7702) {
        return invalid(
          eip7702
            ? `Invalid params: an EIP-7702 account's user operation goes through EntryPoint ${eip7702.entryPoint}`
            : V07_ONLY,
        )
      }
      // The v0.8 paymaster binds an EIP-7702 account's delegate in a factory's place: a factory
      // contract would create an account no policy has read.
      if (toEip7702 && operation.factory && !isEip7702Factory(operation.factory)) {
        return invalid(
          "Invalid params: EntryPoint v0.8's paymaster pays for EIP-7702 accounts' user operations (factory 0x7702 or none)",
        )
      }
      const chain = `eip155:${call.chainId}`
      const project = call.project?.projectId ?? ''
      const refuse = (reason: SponsorshipRefusal): PaymasterAnswer => {
        deps.metrics.refusals.inc({ chain, project, reason })
        return {
          error: {
            code: SPONSORSHIP_REFUSED_CODE,
            message: SPONSORSHIP_REFUSALS[reason],
            data: { reason },
          },
        }
      }
      const chainPaymaster = paymasters.get(call.chainId)
      const policy = call.project?.sponsorship
      if (!policy) return refuse('no_policy')
      // The chain checked before the sender's code is read for it.
      if (!chainPaymaster || !policy.chains.includes(call.chainId)) return refuse('chain')
      if (!toEip7702 && entryPoint.toLowerCase() !== chainPaymaster.entryPoint.toLowerCase()) {
        return invalid(
          `Invalid params: this paymaster serves EntryPoint ${chainPaymaster.entryPoint}${eip7702 ? ` (and ${eip7702.entryPoint} for EIP-7702 accounts)` : ''}`,
        )
      }
      const paymaster: SigningPaymaster =
        toEip7702 && eip7702
          ? { ...eip7702, entryPointVersion: '0.8' }
          : { ...chainPaymaster, entryPointVersion: '0.7' }
      // The delegate the signature binds: the authorization's, or the sender's code's.
      let bound = operation as Omit<typeof operation, 'eip7702Auth'> & {
        eip7702Auth?: { address: string } | null | undefined
      }
      if (toEip7702 && !operation.eip7702Auth) {
        const client = deps.clientOf(chain)
        let code: Hex | undefined
        try {
          if (!client) throw new Error(`no node for ${chain}`)
          code = await client.getCode({ address: operation.sender as Hex })
        } catch {
          return {
            error: {
              code: -32603,
              message: `Internal error: the sender's code on ${chain} could not be read`,
            },
          }
        }
        const delegate = eip7702DelegateOf(code)
        // No delegation (a plain EOA or a contract): not an EIP-7702 account this paymaster pays for.
        if (!delegate) return refuse('delegate')
        bound = { ...operation, eip7702Auth: { address: delegate } }
      }
      const verdict = judgeSponsorship(policy, call.chainId, bound, {
        ...paymaster,
        implementations: toEip7702 ? eip7702?.implementations : undefined,
      })
      if ('refusal' in verdict) return refuse(verdict.refusal)
      const validUntil = Math.floor(deps.clock.now() / 1000) + deps.validitySeconds
      if (call.method === 'pm_getPaymasterStubData') {
        return {
          result: {
            ...paymasterFields(paymaster, validUntil, STUB_SIGNATURE),
            sponsor: { name: policy.sponsorName },
            isFinal: false,
          },
        }
      }
      const gasFields = operationGasFields(operation)
      if (verdict.maxCost === undefined || !gasFields) {
        return invalid(
          'Invalid params: pm_getPaymasterData needs the operation’s gas fields (callGasLimit, verificationGasLimit, preVerificationGas, maxFeePerGas, maxPriorityFeePerGas)',
        )
      }
      // Signed before it is reserved: the reservation is kept under the hash of the operation
      // as it will land, which the paymaster's signature is part of.
      const { fields, userOpHash } = await signPaymasterData(signer, {
        chainId: call.chainId,
        paymaster,
        operation: { ...bound, ...gasFields },
        validUntil,
      })
      const perVisitor = parseEther(policy.dailyBudget.perVisitor)
      const refusal = await reserveSponsorship(deps.db, {
        projectId: project,
        chainId: chain,
        day: new Date(deps.clock.now()).toISOString().slice(0, 10),
        costWei: verdict.maxCost,
        signed: {
          userOpHash,
          sender: operation.sender,
          nonce: toHex(BigInt(operation.nonce)),
          validUntil,
        },
        // The project's row last: every request of the project waits on it, so it is held
        // for the shortest time, and always after the visitor's rows (no deadlock).
        budgets: [
          {
            spender: `sender:${operation.sender.toLowerCase()}`,
            limitWei: perVisitor,
            refusal: 'visitor_budget',
          },
          { spender: `client:${call.clientKey}`, limitWei: perVisitor, refusal: 'visitor_budget' },
          {
            spender: '',
            limitWei: parseEther(policy.dailyBudget.project),
            refusal: 'project_budget',
          },
        ],
      })
      if (refusal) return refuse(refusal)
      deps.metrics.sponsored.inc({ chain, project })
      deps.metrics.reservedWei.inc({ chain, project }, Number(verdict.maxCost))
      return { result: fields }
    },
  }
}
