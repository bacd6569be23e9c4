import { SERVER_ERROR_MESSAGES } from '@portico/common'
import type { GatewayProblem } from './findGatewayProblem'
import { UNBUILT_FEATURES, type UnbuiltFeature } from './findUnbuiltFeatures'

const PREFIX = '[Portico]'
const DEV_STACK_PROJECT_ID = 'portico-demo'
const START_GATEWAY =
  '`npm start` in the Portico repo runs it with the whole dev stack, `npm run gateway` alone'

/**
 * What the console says when `projectId` is missing.
 * @example
 * missingProjectIdMessage('http://127.0.0.1:8787')
 */
export function missingProjectIdMessage(apiUrl: string): string {
  return (
    `${PREFIX} projectId is missing: the gateway at ${apiUrl} (apiUrl) will refuse requests with ` +
    `'${SERVER_ERROR_MESSAGES.invalidKey}' when it lists projects, as the dev stack's does. ` +
    `Pass projectId to createPortico: createPortico({ projectId: '${DEV_STACK_PROJECT_ID}', … }) ` +
    'with the dev stack from `npm start`, or the id your gateway config gives your project.'
  )
}

/**
 * What the console says about a {@link GatewayProblem}: the option and its value, and the
 * project id or page origin the gateway refused (`origin` undefined when the page has none, as
 * on a server).
 * @example
 * gatewayProblemMessage(problem, { projectId: 'demo', origin: 'https://shop.example.com' })
 */
export function gatewayProblemMessage(
  problem: GatewayProblem,
  context: { projectId: string | undefined; origin: string | undefined },
): string {
  const gateway = `the gateway at ${problem.baseUrl} (${problem.option})`
  const status = problem.status ?? 403
  switch (problem.kind) {
    case 'invalidKey':
      return (
        `${PREFIX} ${capitalize(gateway)} refused projectId '${context.projectId}' with ${status} ` +
        `'${SERVER_ERROR_MESSAGES.invalidKey}'. Pass a projectId that the gateway config lists ` +
        `('${DEV_STACK_PROJECT_ID}' with the dev stack from \`npm start\`), or set ${problem.option} ` +
        `to the gateway that lists '${context.projectId}'.`
      )
    case 'originNotAllowed': {
      const origin = context.origin ? `the origin ${context.origin}` : "this page's origin"
      const entry = context.origin ? `'${context.origin}'` : "this page's origin"
      return (
        `${PREFIX} ${capitalize(gateway)} refused requests from ${origin} with ${status} ` +
        `'${SERVER_ERROR_MESSAGES.originNotAllowed}'. Add ${entry} to allowedOrigins of project ` +
        `'${context.projectId}' in the gateway config.`
      )
    }
    case 'unreachable':
      return (
        `${PREFIX} Could not reach the gateway: ${problem.option} is ${problem.baseUrl} and requests ` +
        'there fail before any answer (connection refused, wrong host, or blocked by the browser). ' +
        `Start the gateway (${START_GATEWAY}), or set ${problem.option} to where it runs.`
      )
  }
}

/**
 * What the console says when the app turned on features this build does not have.
 * @example
 * unbuiltFeaturesMessage(findUnbuiltFeatures(input.features))
 */
export function unbuiltFeaturesMessage(flags: readonly UnbuiltFeature[]): string {
  const names = flags.map((flag) => `features.${flag}`).join(', ')
  const what = flags.map((flag) => UNBUILT_FEATURES[flag]).join(', ')
  const one = flags.length === 1
  return (
    `${PREFIX} ${names} ${one ? 'is' : 'are'} on, but this build of Portico does not have ` +
    `${one ? 'that feature' : 'those features'} yet (${what}): nothing will show for ` +
    `${one ? 'it' : 'them'}. Remove ${one ? 'it' : 'them'} from the features option of createPortico.`
  )
}

/**
 * What the console says when email or social login is on but the app gave no embedded wallet.
 * @example
 * loginsWithoutEmbeddedWalletMessage(['email'])
 */
export function loginsWithoutEmbeddedWalletMessage(
  flags: readonly ('email' | 'socials')[],
): string {
  const names = flags.map((flag) => `features.${flag}`).join(', ')
  return (
    `${PREFIX} ${names} ${flags.length === 1 ? 'is' : 'are'} on, but email and social logins run ` +
    'in the embedded wallet, which this client was not given: the Connect view will not offer ' +
    "them. Pass embeddedWallet: () => import('@portico/embedded-wallet') to createPortico."
  )
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
