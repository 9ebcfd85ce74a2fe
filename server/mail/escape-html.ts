/** Text placed in a mail's HTML part (a name, a link, an address) cannot open a tag. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
