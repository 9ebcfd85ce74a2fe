import { useEffect, useState } from 'react'
import type { PaymentInfoResponse } from '@contract/subscription.contract'
import { currentMarket } from '../../api/runtime-config'
import { getPaymentInfo } from './premium.api'

const STORAGE_KEY = 'huellitas:payment-info'

function stored(): PaymentInfoResponse | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown
    if (value && typeof value === 'object' && 'provider' in value && 'currency' in value) {
      return value as PaymentInfoResponse
    }
  } catch {
    // A damaged entry is asked for again.
  }
  return null
}

/**
 * Which provider takes the payment and in which currency: the server's answer, remembered so
 * the plans show offline in the right currency. `isKnown` is false until the server (or the
 * remembered answer) told us: paying waits for it.
 */
export function usePaymentInfo(): { info: PaymentInfoResponse; isKnown: boolean } {
  const [info, setInfo] = useState<PaymentInfoResponse | null>(stored)
  useEffect(() => {
    let isCurrent = true
    getPaymentInfo().then(
      (answer) => {
        if (!isCurrent) return
        localStorage.setItem(STORAGE_KEY, JSON.stringify(answer))
        setInfo(answer)
      },
      () => undefined,
    )
    return () => {
      isCurrent = false
    }
  }, [])
  return {
    info: info ?? { provider: 'demo', currency: currentMarket().currency },
    isKnown: info !== null,
  }
}
