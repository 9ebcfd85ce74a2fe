import { refreshPersonalities, usePersonalities } from '../pets'

/** The catalogue for the form, with the retry the error box offers. */
export function useFormPersonalities() {
  const state = usePersonalities()
  return { ...state, retry: () => void refreshPersonalities() }
}
