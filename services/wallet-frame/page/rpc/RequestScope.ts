/**
 * What a request is bound to from the moment it arrives: the chain the frame was on then, and a
 * signal that aborts once the frame's chain changes (the approval it waits for is withdrawn).
 * @example const scope: RequestScope = { chainId: 31337, signal: controller.signal }
 */
export type RequestScope = { chainId: number; signal: AbortSignal }
