import { describe, expect, test, vi } from 'vitest'
import { CameraError, openCamera, releaseCamera, videoConstraints } from './camera'

/** The camera choice and its failures (§4 'Scanner', §8 'QR', §9 'prefers rear camera'). */
const camera = (deviceId: string, label: string) =>
  ({ kind: 'videoinput', deviceId, label, groupId: '' }) as MediaDeviceInfo

function media(devices: MediaDeviceInfo[], open: () => Promise<MediaStream>) {
  const getUserMedia = vi.fn(open)
  const api = {
    enumerateDevices: () => Promise.resolve(devices),
    getUserMedia,
  } as unknown as MediaDevices
  return Object.assign(api, { opened: getUserMedia })
}

const stream = { getTracks: () => [] } as unknown as MediaStream
const failing = (name: string) => () => Promise.reject(new DOMException('x', name))

describe('the camera', () => {
  test('a labelled back camera is asked for by id; otherwise the environment side', () => {
    expect(
      videoConstraints([camera('front', 'Front Camera'), camera('rear', 'Back Camera')]),
    ).toEqual({ deviceId: { exact: 'rear' } })
    // Before permission the labels are empty: the facing mode asks for the back one.
    expect(videoConstraints([camera('', '')])).toMatchObject({
      facingMode: { ideal: 'environment' },
    })
  })

  test('opens the listed camera without audio', async () => {
    const devices = media([camera('rear', 'camera 0, facing back')], () => Promise.resolve(stream))
    await expect(openCamera(devices)).resolves.toBe(stream)
    expect(devices.opened).toHaveBeenCalledWith({
      video: { deviceId: { exact: 'rear' } },
      audio: false,
    })
  })

  test.each([
    ['no video input listed', media([], () => Promise.resolve(stream)), 'no-camera'],
    ['NotFoundError', media([camera('', '')], failing('NotFoundError')), 'no-camera'],
    ['NotAllowedError', media([camera('', '')], failing('NotAllowedError')), 'error'],
    ['NotReadableError', media([camera('', '')], failing('NotReadableError')), 'error'],
    ['no mediaDevices at all', undefined, 'no-camera'],
  ])('%s → %s', async (_, devices, failure) => {
    const error = await openCamera(devices).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(CameraError)
    expect((error as CameraError).failure).toBe(failure)
  })

  test('release stops every track', () => {
    const stop = vi.fn()
    releaseCamera({ getTracks: () => [{ stop }, { stop }] } as unknown as MediaStream)
    expect(stop).toHaveBeenCalledTimes(2)
    expect(() => releaseCamera(null)).not.toThrow()
  })
})
