import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../session/guards'
import { AddPetPage } from '../features/pet-form'

export const Route = createFileRoute('/add-pet')({
  beforeLoad: requireUser,
  component: AddPetPage,
})
