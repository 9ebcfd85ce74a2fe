/**
 * The frame the public pages share (the pet, alert and found pages a visitor opens without an
 * account): the page layout and notices, the pet card, the place with its static map, and the
 * contact form.
 */
export { VisitorPage, VisitorNotice, VisitorPetCard, type VisitorPageTexts } from './VisitorPage'
export { VisitorPlace } from './VisitorPlace'
export { RefusedWithoutForm } from './RefusedWithoutForm'
export { VisitorForm, contactFields, type Preparation, type VisitorField } from './VisitorForm'
