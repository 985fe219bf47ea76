/** What the visitor can ask of the video loader, named by subject. */
export type VideoLoaderEvent =
  /** Try again, pressed after every attempt failed: a fresh round of attempts. */
  { type: 'video.retry' }
