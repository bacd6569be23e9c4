import { readEnvironment } from '../options/readEnvironment'
import type { PorticoLogger, PorticoOptions, ResolvedPorticoOptions } from '../types/PorticoOptions'
import {
  gatewayProblemMessage,
  loginsWithoutEmbeddedWalletMessage,
  missingProjectIdMessage,
  unbuiltFeaturesMessage,
} from './diagnosticMessages'
import { findGatewayProblem } from './findGatewayProblem'
import { findLoginsWithoutEmbeddedWallet, findUnbuiltFeatures } from './findUnbuiltFeatures'

/**
 * The development-build checks of one client. Says on its logger, once: that `projectId` is
 * missing, and which features the app turned on that this build does not have. Returns the
 * options with a logger that replaces every logged failure of a gateway request caused by the
 * configuration (project id refused, page origin refused, gateway unreachable) with one message
 * per problem for the client's lifetime; other lines pass through unchanged.
 * @example
 * const options = withDiagnostics(resolveOptions(input), input)
 */
export function withDiagnostics(
  options: ResolvedPorticoOptions,
  input: PorticoOptions,
): ResolvedPorticoOptions {
  const { logger, projectId } = options
  const said = new Set<string>()
  if (!projectId) {
    logger.error(missingProjectIdMessage(options.apiUrl))
    // Without a project id every refusal is 'invalid key', which the line above explains.
    said.add('invalidKey apiUrl').add('invalidKey catalogueUrl')
  }
  const unbuilt = findUnbuiltFeatures(input.features)
  if (unbuilt.length > 0) logger.warn(unbuiltFeaturesMessage(unbuilt))
  const logins = findLoginsWithoutEmbeddedWallet(input.features, input.embeddedWallet)
  if (logins.length > 0) logger.warn(loginsWithoutEmbeddedWalletMessage(logins))

  const absorbed = (details: readonly unknown[]): boolean => {
    for (const detail of details) {
      const problem = findGatewayProblem(detail, options)
      if (!problem) continue
      const key = `${problem.kind} ${problem.option}`
      if (!said.has(key)) {
        said.add(key)
        logger.error(
          gatewayProblemMessage(problem, {
            projectId,
            origin: readEnvironment(options.environment).location?.origin,
          }),
        )
      }
      return true
    }
    return false
  }
  const diagnosing: PorticoLogger = {
    warn(message, ...details) {
      if (!absorbed(details)) logger.warn(message, ...details)
    },
    error(message, ...details) {
      if (!absorbed(details)) logger.error(message, ...details)
    },
  }
  return { ...options, logger: diagnosing }
}
