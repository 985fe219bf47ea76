import { advertorial } from '@/content/advertorial'
import { vslVariants } from '@/content/vsl'

/** What the build prerenders: one static HTML file per route, with its head tags. */
export interface PageMeta {
  title: string
  description: string
  /** Open Graph image, a path under the site root. */
  image: string
}

/** Client entries, one per kind of page; each is a Vite build input. */
export const pageEntries = {
  sales: 'src/entries/sales.ts',
  quiz: 'src/entries/quiz.tsx',
  notFound: 'src/entries/not-found.tsx',
} as const
export type PageEntry = (typeof pageEntries)[keyof typeof pageEntries]

export interface PrerenderedPage {
  /** URL rendered. */
  url: string
  /** File written under dist/client. */
  file: string
  /** The client entry that hydrates it (a Vite input). */
  entry: PageEntry
  meta: PageMeta
}

const ogImage = '/og-image.png'

export const pages: PrerenderedPage[] = [
  {
    url: '/',
    file: 'index.html',
    entry: pageEntries.sales,
    meta: { ...vslVariants.main.meta, image: ogImage },
  },
  {
    url: '/google',
    file: 'google/index.html',
    entry: pageEntries.sales,
    meta: { ...vslVariants.google.meta, image: ogImage },
  },
  {
    url: '/advertorial-v2',
    file: 'advertorial-v2/index.html',
    entry: pageEntries.sales,
    meta: { ...advertorial.meta, image: ogImage },
  },
  {
    url: '/quiz',
    file: 'quiz/index.html',
    entry: pageEntries.quiz,
    meta: {
      title: 'Free 2-Minute Metabolic Health Score | CellWise Health',
      description:
        'Answer 8 science-based questions and get your metabolic risk score instantly. Completely anonymous, no email required.',
      image: ogImage,
    },
  },
  {
    url: '/__not-found__',
    file: '404.html',
    entry: pageEntries.notFound,
    meta: {
      title: 'Page not found | CellWise Health',
      description: 'This page does not exist. Return to the CellWise Health home page.',
      image: ogImage,
    },
  },
]
