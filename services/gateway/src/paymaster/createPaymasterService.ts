import type { Clock } from '@portico/server'
import type { Kysely } from 'kysely'
import { type Hex, parseEther, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainConfig, ProjectConfig } from '../config/gatewayConfigSchema'
import type { PaymasterMetrics } from './createPaymasterMetrics'
import { judgeSponsorship } from './judgeSponsorship'
import type { ChainPaymaster } from './paymasterConfigSchema'
import type { PaymasterMethod, PaymasterParams } from './paymasterSchemas'
import { reserveSponsorship } from './reserveSponsorship'
import type { SponsorshipDatabase } from './SponsorshipDatabase'
import { paymasterFields, signPaymasterData } from './signPaymasterData'
import {
  SPONSORSHIP_REFUSALS,
  SPONSORSHIP_REFUSED_CODE,
  type SponsorshipRefusal,
} from './sponsorshipRefusals'

// A well-formed 65-byte signature of nobody: the paymaster's check fails without reverting,
// so bundlers estimate the operation as they would the signed one.
const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * An answer of the paymaster: the JSON-RPC result or error, without the envelope.
 * @example const answer: PaymasterAnswer = { error: { code: -32003, message: '…' } }
 */
export type PaymasterAnswer =
  | { result: Record<string, unknown> }
  | { error: { code: number; message: string; data?: unknown } }

/**
 * One ERC-7677 call as the bundler route received it: the route's chain, the project the request
 * authenticated as and the calling client's rate-limit key.
 * @example const call: PaymasterCall = { method: 'pm_getPaymasterData', params, chainId: 31337, project, clientKey: '203.0.113.7' }
 */
export type PaymasterCall = {
  method: PaymasterMethod
  params: PaymasterParams
  chainId: number
  project: ProjectConfig | null
  clientKey: string
}

const invalid = (message: string): PaymasterAnswer => ({ error: { code: -32602, message } })

/**
 * The gateway's verifying paymaster (ERC-7677): `pm_getPaymasterStubData` answers the stub a
 * bundler estimates with (and who sponsors), `pm_getPaymasterData` reserves the operation's
 * maximum cost from the project's daily budgets (the project's, the sender's and the client's)
 * and signs it for the chain's VerifyingPaymaster, valid for `validitySeconds`. Both check that
 * the call's chain id is the route's and its EntryPoint the paymaster's, and that the project's
 * policy allows the operation (`judgeSponsorship`); a refusal is a JSON-RPC error whose message
 * is the one line the kit shows and whose `data.reason` says which. Undefined without a signer.
 * @example
 * const paymaster = createPaymasterService({ chains, signerKey, validitySeconds: 300, db, clock, metrics })
 * const answer = await paymaster?.answer({ method, params, chainId: 31337, project, clientKey })
 */
export function createPaymasterService(deps: {
  chains: readonly ChainConfig[]
  signerKey: string | undefined
  validitySeconds: number
  db: Kysely<SponsorshipDatabase>
  clock: Clock
  metrics: PaymasterMetrics
}): { answer: (call: PaymasterCall) => Promise<PaymasterAnswer> } | undefined {
  if (!deps.signerKey) return undefined
  const signer = privateKeyToAccount(deps.signerKey as Hex)
  const paymasters = new Map<number, ChainPaymaster>(
    deps.chains.flatMap((chain) => (chain.paymaster ? [[chain.chainId, chain.paymaster]] : [])),
  )

  return {
    async answer(call) {
      const [operation, entryPoint, chainIdHex] = call.params
      if (Number(chainIdHex) !== call.chainId) {
        return invalid(`Invalid params: chain id ${chainIdHex} is not this route's chain`)
      }
      // The reference paymaster is v0.7: an account is created by factory and factoryData, and
      // a v0.6 initCode would escape the policy's factory check. An EIP-7702 account's operation
      // (v0.8) is not one it can pay for: its signature would hold budget for nothing.
      if (
        operation.initCode !== undefined ||
        operation.paymasterAndData !== undefined ||
        operation.factory === '0x7702' ||
        operation.eip7702Auth != null
      ) {
        return invalid(
          'Invalid params: a v0.7 user operation (factory and factoryData, not initCode or paymasterAndData)',
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
      const paymaster = paymasters.get(call.chainId)
      const policy = call.project?.sponsorship
      if (!policy) return refuse('no_policy')
      if (!paymaster) return refuse('chain')
      if (entryPoint.toLowerCase() !== paymaster.entryPoint.toLowerCase()) {
        return invalid(`Invalid params: this paymaster serves EntryPoint ${paymaster.entryPoint}`)
      }
      const verdict = judgeSponsorship(policy, call.chainId, operation, paymaster)
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
      const { callGasLimit, verificationGasLimit, preVerificationGas, maxFeePerGas } = operation
      const { maxPriorityFeePerGas } = operation
      if (
        verdict.maxCost === undefined ||
        !callGasLimit ||
        !verificationGasLimit ||
        !preVerificationGas ||
        !maxFeePerGas ||
        !maxPriorityFeePerGas
      ) {
        return invalid(
          'Invalid params: pm_getPaymasterData needs the operation’s gas fields (callGasLimit, verificationGasLimit, preVerificationGas, maxFeePerGas, maxPriorityFeePerGas)',
        )
      }
      const gasFields = {
        callGasLimit,
        verificationGasLimit,
        preVerificationGas,
        maxFeePerGas,
        maxPriorityFeePerGas,
      }
      // Signed before it is reserved: the reservation is kept under the hash of the operation
      // as it will land, which the paymaster's signature is part of.
      const { fields, userOpHash } = await signPaymasterData(signer, {
        chainId: call.chainId,
        paymaster,
        operation: { ...operation, ...gasFields },
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
