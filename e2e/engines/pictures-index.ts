/** Playwright's global teardown: the side-by-side page of the engines' pictures. */
import { writePicturesIndex } from './pictures'

export default async function writeIndex() {
  await writePicturesIndex()
}
