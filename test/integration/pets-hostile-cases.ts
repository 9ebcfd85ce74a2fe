import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { serverMessages } from '@contract/errors'
import { petMessages } from '@contract/pets.contract'
import { jpeg, petForm, validPet, type PetFormInput, type PhotoInput } from './pets-fixtures.js'

/** Hostile POST /api/pets bodies and the Spanish answer each must get (pets-hostile-input). */
export interface HostileCase {
  name: string
  form: () => Promise<FormData> | FormData
  status: number
  error: string
  message: string
}

const pngHeaderThenGarbage = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000001000000010008020000', 'hex'),
  randomBytes(2000),
])

/** A real image cut in half: its header reads fine, decoding it fails. */
async function truncated(format: 'png' | 'jpeg'): Promise<Buffer> {
  const noise = randomBytes(200 * 150 * 3)
  const image = sharp(noise, { raw: { width: 200, height: 150, channels: 3 } })
  const whole = await (format === 'png' ? image.png() : image.jpeg()).toBuffer()
  return whole.subarray(0, Math.floor(whole.length / 2))
}

export const withPhotos = async (
  photos: PhotoInput[] | Promise<PhotoInput[]>,
  extra: PetFormInput = {},
) => petForm({ ...validPet, ...extra, photos: await photos })

export const jpegs = async (count: number) =>
  Promise.all(
    Array.from({ length: count }, async (_, i) => ({ name: `${i}.jpg`, data: await jpeg() })),
  )

export const hostileCreateCases: HostileCase[] = [
  {
    name: 'no name',
    form: () => petForm({ ...validPet, name: '   ' }),
    status: 400,
    error: 'invalid-body',
    message: petMessages.nameRequired,
  },
  {
    name: 'no breed field at all',
    form: () => petForm({ ...validPet, breed: undefined }),
    status: 400,
    error: 'invalid-body',
    message: petMessages.breedRequired,
  },
  ...['', 'tres', '31', '-1', '2.5'].map((age) => ({
    name: `age '${age}'`,
    form: () => petForm({ ...validPet, age }),
    status: 400,
    error: 'invalid-body',
    message: petMessages.ageInvalid,
  })),
  {
    name: 'an unknown gender',
    form: () => petForm({ ...validPet, gender: 'otro' }),
    status: 400,
    error: 'invalid-body',
    message: petMessages.genderInvalid,
  },
  {
    name: 'no personalities',
    form: () => petForm({ ...validPet, personalities: [] }),
    status: 400,
    error: 'invalid-body',
    message: petMessages.personalitiesRequired,
  },
  {
    name: 'a personality that does not exist',
    form: () => petForm({ ...validPet, personalities: ['energy-jugueton', 'inventada'] }),
    status: 400,
    error: 'invalid-body',
    message: petMessages.personalityUnknown,
  },
  {
    name: 'no location',
    form: () => petForm({ ...validPet, location: '' }),
    status: 400,
    error: 'invalid-body',
    message: petMessages.locationRequired,
  },
  {
    name: 'an id that is not a UUID',
    form: () => petForm({ ...validPet, id: '../../etc/passwd' }),
    status: 400,
    error: 'invalid-body',
    message: serverMessages.invalidBody,
  },
  {
    name: 'a text file named .png',
    form: () =>
      withPhotos([
        { name: 'notas.png', data: Buffer.from('hola, no soy una imagen'), type: 'image/png' },
      ]),
    status: 400,
    error: 'invalid-image',
    message: petMessages.notAnImage('notas.png'),
  },
  {
    name: 'a PNG header followed by garbage',
    form: () => withPhotos([{ name: 'roto.png', data: pngHeaderThenGarbage, type: 'image/png' }]),
    status: 400,
    error: 'invalid-image',
    message: petMessages.notAnImage('roto.png'),
  },
  {
    name: 'a JPEG cut short',
    form: async () => withPhotos([{ name: 'cortada.jpg', data: await truncated('jpeg') }]),
    status: 400,
    error: 'invalid-image',
    message: petMessages.notAnImage('cortada.jpg'),
  },
  {
    // The first photo is stored before the second fails to decode: it must be removed again.
    name: 'a good photo followed by a PNG cut short',
    form: async () =>
      withPhotos([
        { name: 'buena.jpg', data: await jpeg() },
        { name: 'mala.png', data: await truncated('png'), type: 'image/png' },
      ]),
    status: 400,
    error: 'invalid-image',
    message: petMessages.notAnImage('mala.png'),
  },
  {
    name: 'a good photo followed by a text file',
    form: async () =>
      withPhotos([
        { name: 'buena.jpg', data: await jpeg() },
        { name: 'mala.jpg', data: Buffer.from('GIF89a nada más') },
      ]),
    status: 400,
    error: 'invalid-image',
    message: petMessages.notAnImage('mala.jpg'),
  },
  {
    name: 'an SVG (rendered by a library, not a photo)',
    form: () =>
      withPhotos([
        {
          name: 'dibujo.svg',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
          type: 'image/svg+xml',
        },
      ]),
    status: 400,
    error: 'invalid-image',
    message: petMessages.notAnImage('dibujo.svg'),
  },
  {
    name: 'six photos',
    form: () => withPhotos(jpegs(6)),
    status: 400,
    error: 'too-many-photos',
    message: petMessages.tooManyPhotos,
  },
  {
    name: 'eight photos',
    form: () => withPhotos(jpegs(8)),
    status: 400,
    error: 'too-many-photos',
    message: petMessages.tooManyPhotos,
  },
  {
    name: 'a photo over 5 MB',
    form: () => withPhotos([{ name: 'enorme.jpg', data: randomBytes(5 * 1024 * 1024 + 10) }]),
    status: 413,
    error: 'image-too-large',
    message: petMessages.imageTooLarge('enorme.jpg'),
  },
  {
    name: 'a 48-megapixel image (a small file that decodes huge)',
    form: async () =>
      withPhotos([
        {
          name: 'bomba.png',
          data: await sharp({
            create: { width: 8000, height: 6000, channels: 3, background: '#fff' },
          })
            .png({ compressionLevel: 9 })
            .toBuffer(),
          type: 'image/png',
        },
      ]),
    status: 400,
    error: 'invalid-image',
    message: petMessages.imageTooManyPixels('bomba.png'),
  },
  {
    name: 'a file in a field other than photos',
    form: async () => {
      const form = petForm(validPet)
      form.append('avatar', new Blob([new Uint8Array(await jpeg())]), 'a.jpg')
      return form
    },
    status: 400,
    error: 'invalid-body',
    message: serverMessages.invalidBody,
  },
  {
    name: 'more than 40 fields',
    form: () =>
      petForm({ ...validPet, extra: Array.from({ length: 45 }, (_, i) => [`x${i}`, 'y']) }),
    status: 413,
    error: 'body-too-large',
    message: serverMessages.bodyTooLarge,
  },
  {
    name: 'a field over 64 KB',
    form: () => petForm({ ...validPet, description: 'a'.repeat(70 * 1024) }),
    status: 400,
    error: 'invalid-body',
    message: serverMessages.invalidBody,
  },
  {
    name: 'a path-like file name (only its last part is quoted back)',
    form: () => withPhotos([{ name: '../../secreto.gif', data: Buffer.from('nada') }]),
    status: 400,
    error: 'invalid-image',
    message: petMessages.notAnImage('secreto.gif'),
  },
]
