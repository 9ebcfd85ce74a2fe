/** A screen's outcome line: 'alert' for a failure (read out at once), 'status' otherwise. */
export interface NoticeText {
  text: string
  isError: boolean
}

export function Notice({ notice }: { notice: NoticeText | null }) {
  if (!notice) return null
  return (
    <p
      role={notice.isError ? 'alert' : 'status'}
      className={`rounded-xl px-3 py-2 text-sm ${
        notice.isError ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'
      }`}
    >
      {notice.text}
    </p>
  )
}
