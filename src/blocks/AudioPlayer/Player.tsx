'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import styles from './styles.module.css'

/** m:ss; streams and files without metadata report NaN or Infinity, shown as 0:00. */
function formatTime(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

/** Our own controls over a plain <audio>: the native ones cannot be styled or labelled consistently. */
export function Player({ src }: { src: string }) {
  const t = useTranslations('blocks.audio')
  const ref = useRef<HTMLAudioElement>(null)
  const [playing, setPlaying] = useState(false)
  const [current, setCurrent] = useState(0)
  const [duration, setDuration] = useState(0)

  const toggle = () => {
    const audio = ref.current
    if (!audio) return
    if (playing) {
      audio.pause()
      setPlaying(false)
    } else {
      setPlaying(true)
      audio.play()?.catch(() => setPlaying(false))
    }
  }

  const seek = (value: number) => {
    if (ref.current) ref.current.currentTime = value
    setCurrent(value)
  }

  const readDuration = (audio: HTMLAudioElement) => setDuration(Number.isFinite(audio.duration) ? audio.duration : 0)
  const time = `${formatTime(current)} / ${formatTime(duration)}`

  return (
    <div className={styles.player}>
      {/* Events keep the button honest when playback changes elsewhere (media keys, lock screen). */}
      <audio
        ref={ref}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setCurrent(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => readDuration(e.currentTarget)}
        onDurationChange={(e) => readDuration(e.currentTarget)}
      />
      <button type="button" className={styles.toggle} onClick={toggle} aria-label={playing ? t('pause') : t('play')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" /> : <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />}
        </svg>
      </button>
      <input
        type="range"
        className={styles.range}
        min={0}
        max={duration}
        step="any"
        value={Math.min(current, duration)}
        onChange={(e) => seek(Number(e.currentTarget.value))}
        aria-label={t('position')}
        aria-valuetext={time}
      />
      <span className={styles.time}>{time}</span>
    </div>
  )
}
