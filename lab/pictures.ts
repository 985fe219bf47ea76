/**
 * The storyboard's pictures of each state, when `npm run storyboard` has taken them: it writes
 * storyboard/pictures.json, and the machines page shows each beside the state it pictures
 * (`virtual:storyboard-pictures`, lab/vite.config.ts). Without it the page has no pictures and
 * works the same.
 */
import found from 'virtual:storyboard-pictures'

export interface LabPicture {
  /** The machine whose states it pictures, or the page it shows (a URL of the page table). */
  machine?: string
  page?: string
  /** The states pictured, as paths from the root (`question.ready`). */
  states: string[]
  title: string
  /** How the visitor got there, in the path's words. */
  how?: string | undefined
  /** The engine's name for people: "WebKit (WebKitGTK)". */
  engine: string
  width: number
  /** The picture itself, as a data: URL (the page asks for nothing). */
  src: string
}

export const pictures: LabPicture[] = found
