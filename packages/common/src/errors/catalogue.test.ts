import { describe, expect, it } from 'vitest'
import type { BaseError } from './BaseError'
import { TokenBalanceUnavailableError } from './balance'
import { ChainNotSupportedError } from './ChainNotSupportedError'
import {
  AdapterNotFoundError,
  AdapterOrConnectorNotFoundError,
  AuthConnectorNotFoundError,
  ChainAdapterNotFoundError,
  ChainRequiredForAccountDataError,
  ChainRequiredForConnectionClientError,
  ConnectionClientNotSetError,
  NetworkClientNotSetError,
} from './client'
import { DisconnectError } from './connection'
import { EmailCooldownError } from './email'
import {
  EmailLoginDependencyError,
  EmbeddedWalletLoadError,
  EmbeddedWalletTimeoutError,
  FrameIframeNotSetError,
  FrameParentNotSetError,
  FrameUnknownError,
  RequestAbortedError,
  SomethingWentWrongError,
} from './embeddedWallet'
import { NoRpcUrlError } from './NoRpcUrlError'
import {
  NameSuggestionsError,
  NamesForAddressError,
  RegisterNameError,
  ResolveNameError,
} from './names'
import {
  CaipNetworkNotFoundError,
  CaipNetworkOrAddressUndefinedError,
  NetworkNotFoundError,
} from './network'
import {
  CallStatusNotApprovedError,
  NamespaceNotConfiguredError,
  ProviderNotConnectedError,
  SignClientNotInitializedError,
} from './provider'
import {
  InvalidChainIdError,
  RpcCallNotAllowedError,
  SwitchChainError,
  UserRejectedRequestError,
} from './rpc'
import {
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
  UnsupportedSendChainError,
} from './send'
import {
  NoActiveCaipAddressError,
  NoActiveCaipNetworkOrClientError,
  NoConnectionControllerClientError,
  SignatureDeclinedError,
  SiwxInitializationError,
  SiwxNotEnabledError,
  SmartAccountsNotSupportedError,
} from './siwx'
import { GasPriceNetworkNotSupportedError, SwapNetworkNotSupportedError } from './swap'
import { FailedToFetchTransactionsError } from './transactions'

// Spec §8 sentences, verbatim; a typo in any class fails here.
const catalogue: [new () => BaseError, string][] = [
  [TokenBalanceUnavailableError, 'Token Balance Unavailable'],
  [GasPriceNetworkNotSupportedError, 'Network not supported for Gas Price'],
  [SwapNetworkNotSupportedError, 'Network not supported for Swaps'],
  [DisconnectError, 'Failed to disconnect'],
  [FailedToFetchTransactionsError, 'Failed to fetch transactions'],
  [SiwxInitializationError, 'A problem occurred while trying initialize authentication'],
  [SignatureDeclinedError, 'Signature declined'],
  [SmartAccountsNotSupportedError, 'This application might not support Smart Accounts'],
  [SiwxNotEnabledError, 'SIWX is not enabled'],
  [NoActiveCaipAddressError, 'No ActiveCaipAddress found'],
  [NoActiveCaipNetworkOrClientError, 'No ActiveCaipNetwork or client found'],
  [NoConnectionControllerClientError, 'No ConnectionController client found'],
  [ProviderNotConnectedError, 'Please call connect() before request()'],
  [SignClientNotInitializedError, 'Sign Client not initialized'],
  [NoRpcUrlError, 'No RPC url provided for chainId'],
  [CallStatusNotApprovedError, 'Fetching call status not approved by the wallet.'],
  [
    NamespaceNotConfiguredError,
    'Namespace is not configured. Please call connect() first with namespace config.',
  ],
  [
    SwitchChainError,
    'Failed to switch to chain. The chain is not approved or the wallet does not support wallet_switchEthereumChain.',
  ],
  [SendAmountAndReceiverRequiredError, 'An amount and receiver address are required'],
  [SendTokenRequiredError, 'A token is required'],
  [UnsupportedSendChainError, 'Unsupported chain'],
  [RpcCallNotAllowedError, 'Requested RPC call is not allowed'],
  [InvalidChainIdError, 'Invalid chainId'],
  [UserRejectedRequestError, 'You declined the request in your wallet.'],
  [EmbeddedWalletLoadError, 'Network Error - Could not load embedded wallet'],
  [EmbeddedWalletTimeoutError, 'Embedded Wallet Request Timed Out'],
  [SomethingWentWrongError, 'Something went wrong'],
  [RequestAbortedError, 'Request was aborted'],
  [FrameUnknownError, 'An error occurred'],
  [EmailLoginDependencyError, 'Unable to load email login dependency'],
  [FrameIframeNotSetError, 'W3mFrame: iframe is not set'],
  [FrameParentNotSetError, 'W3mFrame: parent is not set'],
  [ChainAdapterNotFoundError, 'Chain adapter not found'],
  [NetworkClientNotSetError, 'NetworkController client not set'],
  [ConnectionClientNotSetError, 'ConnectionController client not set'],
  [ChainRequiredForConnectionClientError, 'Chain is required to get connection controller client'],
  [ChainRequiredForAccountDataError, 'Chain is required to update chain account data'],
  [NetworkNotFoundError, 'Network not found'],
  [AuthConnectorNotFoundError, 'Address or auth connector not found'],
  [ResolveNameError, 'Error resolving name'],
  [NameSuggestionsError, 'Error fetching name suggestions'],
  [NamesForAddressError, 'Error fetching names for address'],
  [RegisterNameError, 'Error registering name'],
  [ChainNotSupportedError, 'Chain is not supported'],
  [AdapterOrConnectorNotFoundError, 'Adapter or connector not found'],
  [CaipNetworkNotFoundError, 'CaipNetwork not found'],
  [CaipNetworkOrAddressUndefinedError, 'CaipNetwork or CaipAddress is undefined'],
  [AdapterNotFoundError, 'Adapter not found'],
]

describe('error catalogue (spec §8)', () => {
  it.each(catalogue)('%o says its sentence verbatim and is named after its class', (Ctor, text) => {
    const error = new Ctor()
    expect(error.shortMessage).toBe(text)
    expect(error.message).toBe(text)
    expect(error.name).toBe(Ctor.name)
  })

  it('gives every class a distinct name', () => {
    const names = catalogue.map(([Ctor]) => new Ctor().name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('keeps the wrapped cause for the details line', () => {
    const error = new TokenBalanceUnavailableError({ cause: new Error('HTTP 500') })
    expect(error.message).toBe('Token Balance Unavailable\n\nDetails: HTTP 500')
  })
})

describe('codes', () => {
  it('SwitchChainError exposes the spec codes and defaults to 5000', () => {
    expect(SwitchChainError.UNRECOGNIZED_CHAIN).toBe(4902)
    expect(SwitchChainError.DEFAULT).toBe(5000)
    expect(SwitchChainError.INVALID_CHAIN_ID).toBe(32603)
    expect(new SwitchChainError().code).toBe(5000)
    const unrecognized = new SwitchChainError({ code: SwitchChainError.UNRECOGNIZED_CHAIN })
    expect(unrecognized.code).toBe(4902)
    expect(unrecognized.message).toBe(new SwitchChainError().shortMessage)
  })

  it('DisconnectError carries INTERNAL_SDK_ERROR', () => {
    expect(DisconnectError.code).toBe('INTERNAL_SDK_ERROR')
    expect(new DisconnectError().code).toBe('INTERNAL_SDK_ERROR')
  })

  it('UserRejectedRequestError carries 4001', () => {
    expect(UserRejectedRequestError.code).toBe(4001)
    expect(new UserRejectedRequestError().code).toBe(4001)
  })

  it('RpcCallNotAllowedError has the UI text', () => {
    expect(RpcCallNotAllowedError.uiMessage).toBe('Action not allowed')
  })

  it('names the analytics events of spec §8', () => {
    expect(FailedToFetchTransactionsError.event).toBe('ERROR_FETCH_TRANSACTIONS')
    expect(SiwxInitializationError.event).toBe('SIWX_AUTH_ERROR')
  })
})

describe('EmailCooldownError', () => {
  it.each([
    [30_000, 30],
    [12_300, 13],
    [12_000, 12],
    [1, 1],
  ])('rounds %i ms up to %i seconds', (remainingMs, seconds) => {
    const error = new EmailCooldownError({ remainingMs })
    expect(error.shortMessage).toBe(`Please try again after ${seconds} seconds`)
    expect(error.secondsLeft).toBe(seconds)
  })
})
