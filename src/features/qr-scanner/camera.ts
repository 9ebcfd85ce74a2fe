/**
 * The scanner's camera (spec §4 'Scanner', §9 'prefers rear camera'): lists the video inputs,
 * opens the back one where the device says which it is, and stops every track on release so
 * the camera light goes off.
 */
export type CameraFailure = 'no-camera' | 'error'

export class CameraError extends Error {
  readonly failure: CameraFailure

  constructor(failure: CameraFailure, cause?: unknown) {
    super(failure === 'no-camera' ? 'No camera' : 'Camera error', { cause })
    this.name = 'CameraError'
    this.failure = failure
  }
}

const BACK_CAMERA = /back|rear|environment|trasera|posterior/i

/** The camera to ask for: a labelled back camera if one is listed, else the environment side. */
export function videoConstraints(cameras: readonly MediaDeviceInfo[]): MediaTrackConstraints {
  const back = cameras.find((camera) => camera.deviceId !== '' && BACK_CAMERA.test(camera.label))
  return back
    ? { deviceId: { exact: back.deviceId } }
    : { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } }
}

/** Errors of getUserMedia that mean "there is no camera to open", not "not allowed". */
const NO_DEVICE = new Set(['NotFoundError', 'OverconstrainedError', 'DevicesNotFoundError'])

export async function openCamera(
  media: MediaDevices | undefined = globalThis.navigator?.mediaDevices,
): Promise<MediaStream> {
  if (!media || typeof media.getUserMedia !== 'function') throw new CameraError('no-camera')
  let cameras: MediaDeviceInfo[] = []
  let isListed = false
  try {
    cameras = (await media.enumerateDevices()).filter((device) => device.kind === 'videoinput')
    isListed = true
  } catch {
    // Listing is a hint only: getUserMedia still says whether a camera opens.
  }
  if (isListed && cameras.length === 0) throw new CameraError('no-camera')
  try {
    return await media.getUserMedia({ video: videoConstraints(cameras), audio: false })
  } catch (error) {
    const name = error instanceof Error ? error.name : ''
    throw new CameraError(NO_DEVICE.has(name) ? 'no-camera' : 'error', error)
  }
}

/** Stops every track: the browser releases the device once none is live. */
export function releaseCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop()
}
