import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { profileRules, profileUpdateSchema, type ProfileDoc } from '@contract/users.contract'
import type { MutationResult } from '../account'
import { profile as t } from '../../i18n/es/profile'
import { ModalDialog } from '../../ui/ModalDialog'
import { TextAreaField, TextField } from '../../ui/TextField'
import { useUnsavedForm } from '../../ui/unsaved-forms'
import { DialogActions } from '../../ui/DialogActions'
import { DismissibleNotice } from './DismissibleNotice'

type EditValues = z.input<typeof profileUpdateSchema>
type EditOutput = z.output<typeof profileUpdateSchema>

/** How a save ended, for the page's notice: sent to the server, or kept for later. */
export type SaveOutcome = 'saved' | 'offline'

interface EditProfileDialogProps {
  /** the profile being edited; null keeps the dialog closed */
  profile: ProfileDoc | null
  save: (update: EditOutput) => Promise<MutationResult>
  onClose: (outcome: SaveOutcome | null) => void
}

/**
 * 'Editar perfil' (spec §2): name, bio, phone and location, checked with the contract's own
 * profileUpdateSchema (the server applies the same rules and messages). Offline the change is
 * kept on the device, shown as pending, and sent once the connection returns.
 */
export function EditProfileDialog({ profile, save, onClose }: EditProfileDialogProps) {
  const titleId = useId()
  return (
    <ModalDialog
      isOpen={profile !== null}
      aria-labelledby={titleId}
      onDismiss={() => {
        onClose(null)
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl backdrop:bg-gray-950/50"
    >
      <h2 id={titleId} className="text-lg font-bold text-gray-900">
        {t.edit.title}
      </h2>
      {/* Mounted per opening, so each edit starts from the profile as it is now. */}
      {profile ? <EditProfileForm profile={profile} save={save} onClose={onClose} /> : null}
    </ModalDialog>
  )
}

function EditProfileForm({
  profile,
  save,
  onClose,
}: {
  profile: ProfileDoc
  save: EditProfileDialogProps['save']
  onClose: EditProfileDialogProps['onClose']
}) {
  const [refusal, setRefusal] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EditValues, unknown, EditOutput>({
    resolver: zodResolver(profileUpdateSchema),
    mode: 'onTouched',
    defaultValues: {
      name: profile.name,
      bio: profile.bio ?? '',
      phone: profile.phone ?? '',
      location: profile.location ?? '',
    },
  })

  // An app update waits while this text exists only here (src/ui/unsaved-forms).
  const markEdited = useUnsavedForm()

  const submit = handleSubmit(async (update) => {
    setRefusal(null)
    const result = await save(update)
    if (!result.ok) {
      setRefusal(result.message)
      return
    }
    onClose(result.status === 'saved' ? 'saved' : 'offline')
  })

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onInput={markEdited}
      className="mt-4 flex flex-col gap-4"
    >
      {refusal ? (
        <DismissibleNotice kind="error" message={refusal} onDismiss={() => setRefusal(null)} />
      ) : null}
      <TextField
        label={t.edit.name}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextAreaField
        rows={3}
        label={t.edit.bio}
        hint={t.edit.bioHint(profileRules.bioMaxLength)}
        error={errors.bio?.message}
        {...register('bio')}
      />
      <TextField
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        label={t.edit.phone}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label={t.edit.location}
        placeholder={t.edit.locationPlaceholder}
        error={errors.location?.message}
        {...register('location')}
      />
      <DialogActions
        className="mt-1"
        tone="primary"
        cancelLabel={t.edit.cancel}
        confirmLabel={isSubmitting ? t.edit.saving : t.edit.save}
        isBusy={isSubmitting}
        onCancel={() => onClose(null)}
      />
    </form>
  )
}
