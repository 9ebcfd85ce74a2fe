import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { defaultPushPreferences, pushMessages } from '@contract/push.contract'
import { PreferencesForm } from './NotificationSettingsPage'

function renderForm() {
  const onSave = vi.fn()
  render(
    <PreferencesForm
      preferences={defaultPushPreferences}
      isStale={false}
      isSaving={false}
      onToggle={vi.fn()}
      onSave={onSave}
    />,
  )
  return onSave
}

describe('quiet hours on /notifications', () => {
  test('an emptied time is refused at its field in Spanish, focused, and nothing is saved', () => {
    const onSave = renderForm()
    const form = screen.getByRole('button', { name: 'Guardar configuración' }).closest('form')
    expect(form).toHaveAttribute('novalidate')
    const end = screen.getByLabelText('Hasta')
    fireEvent.change(end, { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Guardar configuración' }))

    expect(end).toHaveAttribute('aria-invalid', 'true')
    const described = end.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(described)).toHaveTextContent(pushMessages.timeInvalid)
    expect(screen.getByLabelText('Desde')).not.toHaveAttribute('aria-invalid')
    expect(end).toHaveFocus()
    expect(onSave).not.toHaveBeenCalled()

    fireEvent.change(end, { target: { value: '07:30' } })
    expect(end).not.toHaveAttribute('aria-invalid')
    fireEvent.click(screen.getByRole('button', { name: 'Guardar configuración' }))
    expect(onSave).toHaveBeenCalledWith({
      ...defaultPushPreferences,
      quietHours: { enabled: true, start: '22:00', end: '07:30' },
    })
  })
})
