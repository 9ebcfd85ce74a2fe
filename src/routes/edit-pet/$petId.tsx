import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../../session/guards'
import { EditPetPage } from '../../features/pet-form'

export const Route = createFileRoute('/edit-pet/$petId')({
  beforeLoad: requireUser,
  component: EditPetRoute,
})

function EditPetRoute() {
  const { petId } = Route.useParams()
  return <EditPetPage petId={petId} />
}
