/**
 * What the video box shows in each state of the loader's generated paths
 * (machines/video-loader/video-loader.model.ts), in the words of the content, and how many
 * requests for the player script a path has made by then. Shared by the paths in Chromium
 * (e2e/video.spec.ts) and in the other engines (e2e/engines/video-loader.model.spec.ts), so both
 * check the same things.
 */
import type { VideoLoaderSnapshot } from '../../machines/video-loader/video-loader.model'
import { videoBoxCopy } from '../../src/content/video-box'

export interface ExpectedVideoBox {
  status: 'loading' | 'ready' | 'failed'
  /** The status line: all of it, or (when failed) what it says among other things. */
  says: string
  retryShown: boolean
  /**
   * How far the player script in the box has got (it records which on itself), or null when
   * there is none; not said when ready (a player already on the page needs no script).
   */
  script?: 'loading' | 'loaded' | null
}

export function expectedVideoBox(state: VideoLoaderSnapshot): ExpectedVideoBox {
  if (state.matches('ready')) return { status: 'ready', says: '', retryShown: false }
  if (state.matches('failed')) {
    return { status: 'failed', says: videoBoxCopy.failed, retryShown: true, script: null }
  }
  // The script is in the box while it loads and once it ran; never before or after an attempt.
  const script = state.matches('loading')
    ? 'loading'
    : state.matches('awaitingPlayer')
      ? 'loaded'
      : null
  return { status: 'loading', says: videoBoxCopy.loading, retryShown: false, script }
}

/** Attempts started so far, and how many of them began while an earlier request was unanswered. */
export interface AttemptCount {
  started: number
  /** A browser may let such an attempt join the request still under way instead of sending one. */
  mayJoin: number
}

/**
 * Counts the attempt a step starts, if it enters `loading`; `unanswered` is how many requests
 * for the script waited for an answer before the step.
 */
export function countAttempt(
  attempts: AttemptCount,
  previous: VideoLoaderSnapshot | undefined,
  state: VideoLoaderSnapshot,
  unanswered: number,
): void {
  if (!state.matches('loading') || previous?.matches('loading')) return
  if (unanswered > 0) attempts.mayJoin++
  attempts.started++
}

/** The fewest and the most requests for the script the attempts so far can have made. */
export function expectedRequests(attempts: AttemptCount): { fewest: number; most: number } {
  return { fewest: attempts.started - attempts.mayJoin, most: attempts.started }
}
