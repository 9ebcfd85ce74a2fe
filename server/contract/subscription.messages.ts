/**
 * The zod-free half of the subscription contract (subscription.contract.ts): the plans, their
 * prices and the Spanish messages, for the premium screen's chunk (a first load) without zod.
 */
import type { SubscriptionPlan } from './auth.contract.js'

export const subscriptionPlans: Record<SubscriptionPlan, { price: number; days: number }> = {
  monthly: { price: 9.99, days: 30 },
  quarterly: { price: 24.99, days: 90 },
  yearly: { price: 79.99, days: 365 },
}
export const planIds = ['monthly', 'quarterly', 'yearly'] as const satisfies SubscriptionPlan[]

export const subscriptionMessages = {
  planInvalid: 'Elige un plan válido: mensual, trimestral o anual.',
  amountInvalid: 'El importe no coincide con el precio del plan elegido.',
  premiumRequired:
    'Esta función es exclusiva de Huellitas Premium. Hazte Premium en /premium para usarla.',
  signatureInvalid: 'La firma del aviso de pago no es válida.',
  nothingToUndo: 'No hay ningún pase reciente que deshacer.',
  notLastPass: 'Solo puedes deshacer tu último pase.',
  petIdInvalid: 'El identificador de la mascota no es válido.',
} as const
