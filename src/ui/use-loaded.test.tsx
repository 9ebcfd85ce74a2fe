import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useLoaded } from './use-loaded'

const failed = (error: unknown) => `falló: ${(error as Error).message}`

describe('useLoaded', () => {
  it('takes the answer of the load', async () => {
    const load = () => Promise.resolve('listo')
    const { result } = renderHook(() => useLoaded(load, 'cargando', failed))
    expect(result.current[0]).toBe('cargando')
    await waitFor(() => expect(result.current[0]).toBe('listo'))
  })

  it('leaves the loading state when the load rejects', async () => {
    const load = () => Promise.reject(new Error('sin conexión'))
    const { result } = renderHook(() => useLoaded(load, 'cargando', failed))
    await waitFor(() => expect(result.current[0]).toBe('falló: sin conexión'))
  })

  it('drops an answer that a newer attempt overtook', async () => {
    const pending: ((answer: string) => void)[] = []
    const load = () => new Promise<string>((resolve) => pending.push(resolve))
    const { result, rerender } = renderHook(
      ({ attempt }) => useLoaded(load, 'cargando', failed, attempt),
      { initialProps: { attempt: 0 } },
    )
    rerender({ attempt: 1 })
    expect(pending).toHaveLength(2)
    await act(async () => {
      pending[1]?.('nueva')
      pending[0]?.('vieja')
      await Promise.resolve()
    })
    expect(result.current[0]).toBe('nueva')
  })
})
