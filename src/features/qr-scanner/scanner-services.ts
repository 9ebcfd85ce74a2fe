import {
  findActiveAlertForPet,
  reportSightingHere,
  type FoundHereResult,
  type ListedLostPet,
} from '../lost-pets/scan-entry'
import { CameraError, openCamera, releaseCamera } from './camera'
import { createQrDecoder, type QrDecoder } from './qr-decoder'

/**
 * What the scanner needs from outside React: the camera and the decoder (the browser's), and
 * the lost-pets look-up and sighting. The overlay takes these as one optional prop, so component
 * tests give it a fake camera and decoder at this boundary; the app always uses the real ones.
 */
export interface ScannerDevices {
  /** a live stream of the preferred camera; throws CameraError */
  openCamera: () => Promise<MediaStream>
  releaseCamera: (stream: MediaStream | null) => void
  createDecoder: () => Promise<QrDecoder>
}

export interface ScannerLostPets {
  findActiveAlertForPet: (
    petId: string,
    petName: string | undefined,
  ) => Promise<ListedLostPet | null>
  reportSightingHere: (lostPetId: string, description: string) => Promise<FoundHereResult>
}

export const browserDevices: ScannerDevices = {
  openCamera: () => openCamera(),
  releaseCamera,
  createDecoder: createQrDecoder,
}

export const lostPetServices: ScannerLostPets = {
  findActiveAlertForPet,
  reportSightingHere: (lostPetId, description) => reportSightingHere(lostPetId, description),
}

export { CameraError }
