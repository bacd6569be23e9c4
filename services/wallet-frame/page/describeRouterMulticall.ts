import { ROUTER_CALLS_WARNING } from './approvalWarnings'
import type { CallDescription } from './CallDescription'
import type { RouterMulticall } from './decodeRouterMulticall'
import { formatDeadline } from './formatDeadline'

/**
 * A SwapRouter02 multicall that is not one plain swap, said as far as the frame can: the router
 * calls it makes, by name (a selector where the router's ABI has none), and its deadline, with a
 * warning that the wallet cannot say what it pays, gets or where the tokens go.
 * @example
 * describeRouterMulticall(decodeRouterMulticall(data)!, Date.now())
 * // { summary: 'Router calls: exactInputSingle, sweepToken', rows: […], warnings: [ROUTER_CALLS_WARNING] }
 */
export function describeRouterMulticall(multicall: RouterMulticall, now: number): CallDescription {
  const names = multicall.calls.map((call) => call.functionName ?? call.selector)
  return {
    summary: `Router calls: ${names.join(', ')}`,
    rows: [
      { label: 'Action', value: `${names.length} router calls in one` },
      ...names.map((name, index) => ({ label: `Call ${index + 1}`, value: name })),
      { label: 'Deadline', value: formatDeadline(multicall.deadline, now) },
    ],
    warnings: [ROUTER_CALLS_WARNING],
  }
}
