/**
 * Why a choice was refused, a message a line (the files a photo picker would not take): read out
 * at once; nothing while there are none.
 */
export function ErrorList({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null
  return (
    <ul role="alert" className="mt-2 space-y-1 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  )
}
