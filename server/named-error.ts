/**
 * An Error named after its own class, so a log or a stack says which one was thrown (`new.target`
 * is the class `new` was called on, a subclass included).
 */
export class NamedError extends Error {
  constructor(message?: string) {
    super(message)
    this.name = new.target.name
  }
}
