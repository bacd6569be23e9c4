/**
 * The dev stack's second demo project, whose visitors start on their own address as a smart
 * account (EIP-7702: the wallet frame's `projectAccountType`): the demo opened with
 * `?projectId=portico-demo-7702`. The gateway lists it beside the demo's own project, with the
 * same origins and sponsorship, where the devnets run a bundler (and so EntryPoint v0.8).
 * @example openDemo(browser, { path: `/?projectId=${DEMO_EIP7702_PROJECT}` })
 */
export const DEMO_EIP7702_PROJECT = 'portico-demo-7702'
