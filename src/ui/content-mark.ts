/**
 * The Element Timing API's mark on what a visitor waits for (a public page's pet name and photo,
 * the landing's headline, the home's first card): `npm run bench:network` reads when these
 * were painted to measure time to content on emulated 2G and 3G.
 */
export const CONTENT_MARK = 'hl-content'

declare module 'react' {
  // The augmented interface must keep React's type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    /** https://wicg.github.io/element-timing/ */
    elementtiming?: string | undefined
  }
}
