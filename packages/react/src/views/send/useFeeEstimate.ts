import type { TokenBalance } from '@portico/common'
import { isAddressForNamespace, parseCaipAddress, parseUnits } from '@portico/common'
import type { FeeEstimate } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'
import { useAccount } from '../../hooks/useAccount'
import { useNetwork } from '../../hooks/useNetwork'
import { encodeTransferData } from './encodeTransferData'

const FEE_STALE_MS = 15_000

/**
 * The adapter's network fee estimate (`fee` in the native smallest unit; `paidBy` when the site
 * pays it, `sponsorshipRefusal` when it refused to) for sending `amount` of `token` to
 * `receiver`; undefined until known or when the estimate fails. An amount that is not
 * sendable yet is estimated as 0, and a missing receiver as the sender itself, so the Max
 * button has a fee to keep back.
 * @example
 * const estimate = useFeeEstimate({ token, amount: '0.1', receiver, sendable: true })
 */
export function useFeeEstimate({
  token,
  amount,
  receiver,
  sendable,
}: {
  token: TokenBalance | undefined
  amount: string | undefined
  receiver: string | undefined
  /** Whether `amount` passed validation (an unsendable amount would make the estimate revert). */
  sendable: boolean
}): FeeEstimate | undefined {
  const client = usePorticoClient()
  const { address, namespace } = useAccount()
  const { caipNetwork } = useNetwork()
  const [fee, setFee] = useState<FeeEstimate>()
  const decimals = Number(token?.quantity.decimals ?? caipNetwork?.nativeCurrency.decimals ?? 18)
  const value = sendable && amount ? parseUnits(amount, decimals) : 0n
  const to =
    receiver && isAddressForNamespace(namespace, receiver.trim()) ? receiver.trim() : address
  const tokenAddress = token?.address ? parseCaipAddress(token.address).address : undefined

  useEffect(() => {
    const adapter = caipNetwork && client.getAdapter(caipNetwork.chainNamespace)
    if (!adapter || !caipNetwork || !address || !to) return
    let current = true
    // A family with its own token pricing (Solana: the receiver's token account rent) says so;
    // otherwise a token transfer is priced as the ERC-20 call it is.
    const estimate = () => {
      if (!tokenAddress) return adapter.estimateFee({ caipNetwork, from: address, to, value })
      if (adapter.estimateTokenFee)
        return adapter.estimateTokenFee({
          caipNetwork,
          from: address,
          to,
          tokenAddress,
          amount: value,
        })
      return adapter.estimateFee({
        caipNetwork,
        from: address,
        to: tokenAddress,
        value: 0n,
        data: encodeTransferData(to, value),
      })
    }
    client
      .getQueryClient()
      .then((queryClient) =>
        queryClient.fetchQuery({
          queryKey: [
            'portico',
            'fee',
            caipNetwork.caipNetworkId,
            address,
            tokenAddress ?? 'native',
            to,
            value.toString(),
          ],
          queryFn: estimate,
          staleTime: FEE_STALE_MS,
        }),
      )
      .then((estimate) => current && setFee(estimate))
      .catch((error: unknown) => {
        if (current) setFee(undefined)
        client.options.logger.warn('Portico: fee estimate failed', error)
      })
    return () => {
      current = false
    }
  }, [client, caipNetwork, address, to, tokenAddress, value])
  return fee
}
