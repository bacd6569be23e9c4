/**
 * The dev stack's demo project that pays no network fee: the demo opened with
 * `?projectId=portico-demo-unsponsored`. The gateway lists it beside the demo's own project, with
 * the same origins and no sponsorship, where the devnets run a bundler: its visitors pay the fee
 * themselves, in ether or, through the devnets' token paymaster, in tUSDT or PTT.
 * @example openDemo(browser, { path: `/?projectId=${DEMO_UNSPONSORED_PROJECT}` })
 */
export const DEMO_UNSPONSORED_PROJECT = 'portico-demo-unsponsored'
