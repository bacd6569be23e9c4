/**
 * The sentence the page gets when a user declines a request in the frame's approval view;
 * the page maps it to an EIP-1193 user rejection (4001).
 * @example if (message === USER_REJECTED_MESSAGE) throw new UserRejectedRequestError()
 */
export const USER_REJECTED_MESSAGE = 'User rejected the request.'

/** The spec's sentence for calls the embedded wallet refuses. @example new FrameRequestError(ACTION_NOT_ALLOWED) */
export const ACTION_NOT_ALLOWED = 'Action not allowed'

/** The spec's sentence for RPC methods outside the allowlist. @example new FrameRequestError(RPC_NOT_ALLOWED) */
export const RPC_NOT_ALLOWED = 'Requested RPC call is not allowed'
