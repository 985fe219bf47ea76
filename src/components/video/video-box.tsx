import { selectVideoStatus, type VideoStatus } from '@machines/video-loader/video-loader.selectors'
import { useSelector } from '@xstate/react'
import { type Ref, useRef } from 'react'
import { buttonVariants } from '@/components/ui/button-variants'
import { lastWordsHeld } from '@/components/ui/kept-words'
import { videoBoxSlots, videoBoxView } from '@/components/video/video-box.view'
import { videoHost } from '@/config/page-settings'
import { videoBoxCopy } from '@/content/video-box'
import { useVideoLoader } from '@/hooks/use-video-loader'
import { cn } from '@/lib/cn'

export type VideoBoxProps = {
  /** Title of the video, shown on the poster and used as the box's accessible name. */
  title: string
  /** VSL pages: true (skip the load when the player already exists); advertorial: false. */
  checkExistingPlayer: boolean
  /** The section after the video: the box links on to it by its heading once it cannot play. */
  readOn: VideoReadOn
}

/** The section a box that cannot play links on to: its id and heading. */
export type VideoReadOn = { id: string; heading: string }

/**
 * The video box with its loader (build time and `npm run dev`). The box has its final size
 * (16:9, at least 300 px tall) from the first paint, and the player mounts inside it, so nothing
 * below moves. Until the player covers it, and after every attempt failed, it shows a poster with
 * the title. On the built sales pages src/entries/sales.ts runs the same loader without React.
 */
export function VideoBox({ title, checkExistingPlayer, readOn }: VideoBoxProps) {
  const loader = useVideoLoader(checkExistingPlayer)
  const status = useSelector(loader, selectVideoStatus)
  const box = useRef<HTMLElement>(null)
  // As the DOM view's onVideoRetry: the button goes away, so focus moves to the box it was in.
  const retry = () => {
    box.current?.focus()
    loader.send({ type: 'video.retry' })
  }
  return <VideoBoxFrame ref={box} title={title} readOn={readOn} status={status} onRetry={retry} />
}

export interface VideoBoxFrameProps {
  title: string
  readOn: VideoReadOn
  status: VideoStatus
  /** Try again was pressed (the button is there only when every attempt failed). */
  onRetry?: () => void
  ref?: Ref<HTMLElement>
}

/**
 * The box as it looks in one loader status (see videoBoxView for what each status shows).
 * Without JavaScript nothing will load, so the loading line and the play mark are hidden
 * (`noscript:`, the `scripting: none` media query) and a `<noscript>` line says why instead.
 */
export function VideoBoxFrame({ title, readOn, status, onRetry, ref }: VideoBoxFrameProps) {
  const view = videoBoxView(status)
  return (
    <figure
      ref={ref}
      aria-label={title}
      data-slot={videoBoxSlots.box}
      data-status={status}
      // Focusable from script only: Try again moves focus here (see VideoBox).
      tabIndex={-1}
      // One grid cell holds a 16:9 strut (the ::before) and the poster: the box is 16:9 and at
      // least 300 px tall, and grows rather than clip the poster's text when that text needs more
      // room (larger text, text spacing, zoom). The player covers the box, which clips it.
      className="relative isolate grid min-h-[300px] grid-cols-1 w-full overflow-hidden rounded-2xl bg-brand-950 shadow-xl shadow-brand-950/20 ring-1 ring-brand-950/10 before:col-start-1 before:row-start-1 before:aspect-video before:w-full focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-white"
    >
      {/* The poster's words over each status's, unseen, in one grid cell: the box is as tall as
          its tallest status at every width, so nothing below moves as the video gives up
          (review adv47: at 320 it grew 48 px in every engine). */}
      <div className="relative isolate col-start-1 row-start-1 grid min-w-0 items-center bg-linear-to-br from-brand-800 via-brand-900 to-brand-950 px-fit-4 py-4 text-center text-white *:[grid-area:1/1] sm:px-6 sm:py-8">
        <PosterBackdrop />
        {roomStatuses.map((roomFor) => (
          <PosterRoom key={roomFor} title={title} readOn={readOn} status={roomFor} />
        ))}
        <div className={posterColumn}>
          <div
            data-slot={videoBoxSlots.playMark}
            hidden={view.mark !== 'play'}
            className="noscript:hidden"
          >
            <PlayMark />
          </div>
          {/* Below sm the box is 300 px tall: the notice and Try again need the room. */}
          <div
            data-slot={videoBoxSlots.unavailableMark}
            hidden={view.mark !== 'unavailable'}
            className="max-sm:hidden"
          >
            <UnavailableMark />
          </div>
          <p className={titleClassName}>{title}</p>
          <div
            role="status"
            data-slot={videoBoxSlots.status}
            className={cn(statusClassName, 'noscript:hidden')}
          >
            {view.lines.map((line) => (
              <p key={line.text} className={line.className}>
                {line.text}
              </p>
            ))}
          </div>
          <button
            type="button"
            data-slot={videoBoxSlots.retry}
            hidden={!view.retry}
            onClick={onRetry}
            className={cn(
              retryClassName,
              // On the dark box: the ring white, over the buttons' own dark one.
              'focus-visible:outline-white!',
            )}
          >
            {videoBoxCopy.retry}
          </button>
          <a
            href={`#${readOn.id}`}
            data-slot={videoBoxSlots.readOn}
            hidden={!view.retry}
            className={readOnClassName}
          >
            {/* A line of its own for the section's name, after the colon (rsales17b: 'Read on
              below: What / happens if you ignore it' at 375); its last two words together where
              short (review 46: 'Years of damage before a / diagnosis' at 320). */}
            {`${videoBoxCopy.readOn} `}
            <br />
            {lastWordsHeld(readOn.heading)}
          </a>
          <noscript>
            <div className="max-w-md text-sm leading-relaxed sm:text-base">
              <p className="font-semibold text-white">{videoBoxCopy.noScript}</p>
              <p className="mt-1 text-brand-100">{videoBoxCopy.noScriptHint}</p>
            </div>
          </noscript>
        </div>
      </div>
      {/* The player mounts in here. */}
      <div id={videoHost.embedId} data-slot={videoBoxSlots.embed} className={view.embedClassName} />
    </figure>
  )
}

/** The poster's column: its mark, the title, the status and, given up, Try again and the link on. */
const posterColumn = 'flex min-w-0 flex-col items-center justify-center gap-2 sm:gap-4'
/**
 * The title 24 px from sm at every width: at 30 px from lg the given-up poster took 431 px in the
 * 680 px column at 1280, where the video is 383, so the box stood taller than its 16:9 player.
 */
const titleClassName =
  'max-w-xl font-display text-lg leading-snug font-semibold text-balance sm:text-2xl'
const statusClassName = 'max-w-md text-sm leading-relaxed sm:text-base'
const retryClassName = buttonVariants({ variant: 'outline', size: 'md' })

/** The marks' sizes, the poster's and its room's. */
const playMarkSize = 'size-16 sm:size-20'
const unavailableMarkSize = 'size-14 sm:size-16'

/** The statuses whose posters differ in shape (ready's is loading's without its line). */
const roomStatuses = ['loading', 'failed', 'refused'] as const satisfies readonly VideoStatus[]

/**
 * The poster's shape in `status`, unseen and unread, in the poster's cell: it holds the room the
 * status takes. Shapes only: no button, link, live region or slot that a script or a test could
 * take for the poster's own.
 */
function PosterRoom({
  title,
  readOn,
  status,
}: {
  title: string
  readOn: VideoReadOn
  status: VideoStatus
}) {
  const view = videoBoxView(status)
  return (
    <div aria-hidden="true" className={cn(posterColumn, 'invisible')}>
      {/* Each mark's room, in a box as the poster's: an empty inline block of the mark's size
          sits on its line as the inline svg does, taking the line's descent. */}
      {view.mark === 'play' ? (
        <div>
          <span className={cn('inline-block', playMarkSize)} />
        </div>
      ) : (
        <div className="max-sm:hidden">
          <span className={cn('inline-block', unavailableMarkSize)} />
        </div>
      )}
      <p className={titleClassName}>{title}</p>
      <div className={statusClassName}>
        {view.lines.map((line) => (
          <p key={line.text} className={line.className}>
            {line.text}
          </p>
        ))}
      </div>
      {view.retry && (
        <>
          <span className={retryClassName}>{videoBoxCopy.retry}</span>
          <span className={readOnClassName}>
            {`${videoBoxCopy.readOn} `}
            <br />
            {lastWordsHeld(readOn.heading)}
          </span>
        </>
      )}
    </div>
  )
}

/** 24 px tall with its 2 px above and under (round 9: 20 px, under WCAG's 24 px target). */
const readOnClassName =
  'max-w-md py-0.5 text-balance text-sm font-semibold text-white underline underline-offset-4 hover:text-brand-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white sm:text-base'

/** Soft cell-like rings behind the poster, drawn, not loaded. */
function PosterBackdrop() {
  return (
    <svg
      aria-hidden="true"
      className="absolute inset-0 -z-10 size-full text-brand-300/10"
      viewBox="0 0 640 360"
      preserveAspectRatio="xMidYMid slice"
      fill="none"
      stroke="currentColor"
    >
      <circle cx="90" cy="70" r="120" strokeWidth="2" />
      <circle cx="90" cy="70" r="70" strokeWidth="2" />
      <circle cx="560" cy="300" r="150" strokeWidth="2" />
      <circle cx="560" cy="300" r="95" strokeWidth="2" />
      <circle cx="520" cy="60" r="28" strokeWidth="2" />
      <circle cx="140" cy="310" r="18" strokeWidth="2" />
    </svg>
  )
}

function PlayMark() {
  return (
    <svg
      aria-hidden="true"
      className={cn(playMarkSize, 'drop-shadow-lg')}
      viewBox="0 0 80 80"
      fill="none"
    >
      <circle cx="40" cy="40" r="39" className="fill-cta-600" />
      <circle cx="40" cy="40" r="39" stroke="white" strokeOpacity="0.35" strokeWidth="2" />
      <path
        d="M33 26.5v27a1.5 1.5 0 0 0 2.3 1.3l21-13.5a1.5 1.5 0 0 0 0-2.6l-21-13.5a1.5 1.5 0 0 0-2.3 1.3Z"
        fill="white"
      />
    </svg>
  )
}

function UnavailableMark() {
  return (
    <svg
      aria-hidden="true"
      className={unavailableMarkSize}
      viewBox="0 0 64 64"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
    >
      <rect x="6" y="14" width="52" height="36" rx="6" className="text-brand-200" />
      <path d="M6 6l52 52" className="text-cta-100" />
    </svg>
  )
}
