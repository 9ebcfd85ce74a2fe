import { useCallback, useEffect, useRef, useState } from 'react'
import { profileMessages } from '@contract/users.messages'
import { imageFileProblem, type PictureKind, type UploadResult } from '../account'

export interface FlashMessage {
  tone: 'success' | 'info' | 'error'
  text: string
}

export interface PictureUpload {
  /** local preview (object URL) of the chosen file, while the user confirms or cancels */
  preview: string | null
  isUploading: boolean
  /** the picture to draw now: the one just uploaded until the profile replicates it */
  shown: string | null
  /** a file was chosen: checked (spec §5) and previewed, or refused with the spec's message */
  choose: (file: File | undefined) => void
  confirm: () => Promise<void>
  cancel: () => void
}

const saved: Record<PictureKind, string> = {
  avatar: profileMessages.avatarSaved,
  banner: profileMessages.bannerSaved,
}
const failed: Record<PictureKind, string> = {
  avatar: profileMessages.avatarError,
  banner: profileMessages.bannerError,
}

/**
 * The avatar or banner flow of spec §2: choose a file → local preview with confirm or cancel →
 * upload. A refused file (not an image, over 5 MB) and a failed upload change nothing. After a
 * success the uploaded path is shown at once, until the replicated profile carries it (or
 * something newer), so the old picture does not flash back in between.
 */
export function usePictureUpload(
  kind: PictureKind,
  current: string | null,
  upload: (file: File) => Promise<UploadResult>,
  /** a message for the page (null clears the previous one) */
  onMessage: (message: FlashMessage | null) => void,
): PictureUpload {
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null)
  const [isUploading, setIsUploading] = useState(false)
  const [uploaded, setUploaded] = useState<{ url: string; replaces: string | null } | null>(null)
  const previewRef = useRef<string | null>(null)

  const forgetPreview = useCallback(() => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current)
    previewRef.current = null
    setChosen(null)
  }, [])

  useEffect(() => forgetPreview, [forgetPreview])

  const choose = (file: File | undefined) => {
    if (!file) return
    const problem = imageFileProblem(file)
    if (problem) {
      onMessage({ tone: 'error', text: problem })
      return
    }
    onMessage(null)
    forgetPreview()
    const url = URL.createObjectURL(file)
    previewRef.current = url
    setChosen({ file, url })
  }

  const confirm = async () => {
    if (!chosen || isUploading) return
    setIsUploading(true)
    let result: UploadResult
    try {
      result = await upload(chosen.file)
    } catch {
      result = { ok: false, message: failed[kind] }
    }
    setIsUploading(false)
    forgetPreview()
    if (result.ok) {
      setUploaded({ url: result.url, replaces: current })
      onMessage({ tone: 'success', text: saved[kind] })
    } else {
      onMessage({ tone: 'error', text: result.message })
    }
  }

  const shown = uploaded && current === uploaded.replaces ? uploaded.url : current
  return {
    preview: chosen?.url ?? null,
    isUploading,
    shown,
    choose,
    confirm,
    cancel: () => {
      if (!isUploading) forgetPreview()
    },
  }
}
