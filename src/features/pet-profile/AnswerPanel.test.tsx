import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { renderInRouter } from '../landing/render-in-router'
import { AnswerPanel } from './AnswerPanel'

const myPets = [
  { id: 'p-rocky', name: 'Rocky' },
  { id: 'p-mia', name: 'Mia' },
]

describe('AnswerPanel (spec §5 Like / super like / pass)', () => {
  test('the first own pet is preselected and answers', async () => {
    const user = userEvent.setup()
    const onAnswer = vi.fn()
    await renderInRouter(<AnswerPanel myPets={myPets} isBusy={false} onAnswer={onAnswer} />)
    expect(screen.getByRole('combobox', { name: 'Tu mascota' })).toHaveValue('p-rocky')
    await user.click(screen.getByRole('button', { name: 'Me gusta' }))
    expect(onAnswer).toHaveBeenLastCalledWith('like', myPets[0])
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tu mascota' }), 'p-mia')
    await user.click(screen.getByRole('button', { name: 'Super like' }))
    expect(onAnswer).toHaveBeenLastCalledWith('superlike', myPets[1])
    await user.click(screen.getByRole('button', { name: 'Pasar' }))
    expect(onAnswer).toHaveBeenLastCalledWith('pass', myPets[1])
  })

  test('no pet chosen: asks to choose one and sends nothing', async () => {
    const user = userEvent.setup()
    const onAnswer = vi.fn()
    await renderInRouter(<AnswerPanel myPets={myPets} isBusy={false} onAnswer={onAnswer} />)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tu mascota' }), '')
    await user.click(screen.getByRole('button', { name: 'Me gusta' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Por favor selecciona una de tus mascotas para responder',
    )
    expect(onAnswer).not.toHaveBeenCalled()
  })

  test('no pets at all: says one must be registered, with a link to /add-pet', async () => {
    await renderInRouter(<AnswerPanel myPets={[]} isBusy={false} onAnswer={vi.fn()} />)
    expect(screen.getByText('Necesitas registrar una mascota para responder')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Registrar una mascota' })).toHaveAttribute(
      'href',
      '/add-pet',
    )
    expect(screen.queryByRole('button', { name: 'Me gusta' })).toBeNull()
  })

  test('while an answer runs every answer button is disabled', async () => {
    await renderInRouter(<AnswerPanel myPets={myPets} isBusy onAnswer={vi.fn()} />)
    for (const name of ['Pasar', 'Super like', 'Me gusta']) {
      expect(screen.getByRole('button', { name })).toBeDisabled()
    }
  })
})
