import type { CaipNetwork, ChainNamespace, TokenBalance } from '@portico/common'
import { formatTokenBalance } from '@portico/common'
import { useEffect } from 'react'
import { shallowEqual, usePorticoClient, useStoreValue } from '../../hooks/clientHooks'
import { useAccount } from '../../hooks/useAccount'
import { useNetwork } from '../../hooks/useNetwork'
import { useT } from '../../i18n/useT'
import { amountInUsd } from './amountInUsd'
import { maxSendAmount } from './maxSendAmount'
import { receiverNotice } from './receiverNotice'
import { sendableTokens } from './sendableTokens'
import { sendFormError } from './sendFormError'
import { useFeeEstimate } from './useFeeEstimate'
import { validateReceiver } from './validateReceiver'
import { validateSendAmount } from './validateSendAmount'

const NO_TOKENS: readonly TokenBalance[] = Object.freeze([])

/**
 * Everything the send form shows and does.
 * @example
 * const form: SendForm = useSendForm()
 */
export type SendForm = {
  namespace: ChainNamespace
  caipNetwork: CaipNetwork | undefined
  tokens: TokenBalance[]
  token: TokenBalance | undefined
  amount: string
  receiver: string
  amountError: string | undefined
  receiverError: string | undefined
  /** Something to know about a valid receiver that does not stop the send (your own address). */
  receiverNotice: string | undefined
  /** Spec §5 message while the form is incomplete. */
  incomplete: string | undefined
  usdValue: string | undefined
  balanceText: string | undefined
  canPreview: boolean
  setAmount(amount: string): void
  setReceiver(receiver: string): void
  setToken(token: TokenBalance): void
  fillMax(): void
}

/**
 * The send form over the send store: the active network's tokens (gateway balances, loaded on
 * mount), validation of amount and receiver, USD value and the Max amount.
 * @example
 * const { amount, setAmount, amountError } = useSendForm()
 */
export function useSendForm(): SendForm {
  const client = usePorticoClient()
  const { t, locale } = useT()
  const { namespace, balance, address } = useAccount()
  const { caipNetwork } = useNetwork()
  const send = useStoreValue(
    client.stores.send,
    (s) => ({ token: s.token, amount: s.sendTokenAmount, receiver: s.receiverAddress }),
    shallowEqual,
  )
  const balances = useStoreValue(
    client.stores.account,
    (s) => s.accounts[namespace]?.tokenBalance ?? NO_TOKENS,
  )
  const tokens = caipNetwork
    ? sendableTokens({ balances, caipNetwork, nativeBalance: balance })
    : []
  const actions = client.stores.send.getState()
  // The chosen token is re-read from the latest balances so its balance stays current.
  const token = send.token
    ? (tokens.find((t) => t.chainId === send.token?.chainId && t.address === send.token?.address) ??
      (send.token.chainId === caipNetwork?.caipNetworkId ? send.token : undefined))
    : undefined

  useEffect(() => void client.api.fetchTokenBalances(), [client])
  const first = tokens[0]
  useEffect(() => {
    if (!token && first) actions.setToken(first)
  }, [token, first, actions])

  const decimals = Number(token?.quantity.decimals ?? caipNetwork?.nativeCurrency.decimals ?? 18)
  const amountError = validateSendAmount(
    {
      amount: send.amount,
      balance: token?.quantity.numeric,
      decimals,
    },
    t,
  )
  const receiverError = validateReceiver(namespace, send.receiver, t)
  const fee = useFeeEstimate({
    token,
    amount: send.amount,
    receiver: send.receiver,
    sendable: !!send.amount && !amountError,
  })
  const incomplete = sendFormError(
    { namespace, token, amount: send.amount, receiver: send.receiver },
    t,
  )
  return {
    namespace,
    caipNetwork,
    tokens,
    token,
    amount: send.amount ?? '',
    receiver: send.receiver ?? '',
    amountError,
    receiverError,
    receiverNotice: receiverError
      ? undefined
      : receiverNotice(namespace, send.receiver, address, t),
    incomplete,
    usdValue: amountInUsd(send.amount, token?.price, locale),
    balanceText: token
      ? `${formatTokenBalance(token.quantity.numeric, { locale })} ${token.symbol}`
      : undefined,
    canPreview: !incomplete && !amountError && !receiverError,
    setAmount: (amount) => actions.setTokenAmount(amount || undefined),
    setReceiver: (receiver) => actions.setReceiverAddress(receiver.trim() || undefined),
    setToken: (next) => {
      actions.setToken(next)
    },
    fillMax: () => {
      if (!token) return
      const max = maxSendAmount({
        balance: token.quantity.numeric,
        decimals,
        fee: fee?.fee,
        isNative: !token.address,
      })
      actions.setTokenAmount(max === '0' ? undefined : max)
    },
  }
}
