// The phone's rear camera reading a voucher's QR code: the browser's BarcodeDetector where it reads QR codes,
// otherwise jsQR on video frames drawn to a canvas (imported only when needed, so only this page loads it).
// One code is reported once; `paused` stops reading while the result is on screen.
import { Camera, CameraOff } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './ui'

type Decode = (video: HTMLVideoElement) => Promise<string | null>

type Detector = { detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>> }
type DetectorClass = { new (o: { formats: string[] }): Detector; getSupportedFormats(): Promise<string[]> }

async function makeDecoder(): Promise<Decode> {
  const Native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  if (Native && (await Native.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] })
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null
  }
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  const g = canvas.getContext('2d', { willReadFrequently: true })!
  return async (video) => {
    // A smaller frame decodes faster and a voucher's code is large on screen.
    const scale = Math.min(1, 640 / Math.max(video.videoWidth, 1))
    canvas.width = Math.round(video.videoWidth * scale)
    canvas.height = Math.round(video.videoHeight * scale)
    if (!canvas.width || !canvas.height) return null
    g.drawImage(video, 0, 0, canvas.width, canvas.height)
    const frame = g.getImageData(0, 0, canvas.width, canvas.height)
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null
  }
}

export function QrScanner({ onCode, paused }: { onCode: (code: string) => void; paused: boolean }) {
  const { t } = useTranslation()
  const video = useRef<HTMLVideoElement>(null)
  const [on, setOn] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // The camera needs the page's script: the button works once hydrated (and says so to tests).
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  const pausedRef = useRef(paused)
  const report = useRef(onCode)
  pausedRef.current = paused
  report.current = onCode

  useEffect(() => {
    if (!on) return
    let stream: MediaStream | null = null
    let stopped = false
    let timer: number | undefined
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
        if (stopped) return stream.getTracks().forEach((track) => track.stop())
        const el = video.current!
        el.srcObject = stream
        await el.play()
        const decode = await makeDecoder()
        const tick = async () => {
          if (stopped) return
          if (!pausedRef.current && el.readyState >= 2) {
            const code = await decode(el).catch(() => null)
            if (code && !pausedRef.current) report.current(code)
          }
          timer = window.setTimeout(() => void tick(), 150)
        }
        void tick()
      } catch {
        setError(t('checkin.scan.cameraError'))
        setOn(false)
      }
    })()
    return () => {
      stopped = true
      window.clearTimeout(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [on, t])

  return (
    <div className="space-y-3">
      <div className={on ? 'relative overflow-hidden rounded-lg bg-black' : 'hidden'}>
        <video ref={video} muted playsInline className="aspect-[4/3] w-full object-cover" aria-label={t('checkin.scan.camera')} />
        <div className="pointer-events-none absolute inset-[18%] rounded-lg border-2 border-white/80" aria-hidden />
      </div>
      <Button
        type="button"
        variant={on ? 'secondary' : 'primary'}
        className="w-full"
        disabled={!ready}
        data-ready={ready || undefined}
        onClick={() => {
          setError(null)
          setOn((v) => !v)
        }}
      >
        {on ? <CameraOff className="size-5" aria-hidden /> : <Camera className="size-5" aria-hidden />}
        {on ? t('checkin.scan.stop') : t('checkin.scan.start')}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
