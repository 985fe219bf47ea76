import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { type RouteObject, useLocation, useRoutes } from 'react-router'
import { PageShell } from '@/components/page-shell'
import { type PageContentByKind, type PageKind, type PageRow, pageTable } from '@/pages'

type PageComponent<K extends PageKind> = LazyExoticComponent<
  ComponentType<{ content: PageContentByKind[K] }>
>

/** The route module of each kind of page: the only place that imports routes. */
const pageModules = {
  vsl: () => import('@/routes/vsl-page'),
  advertorial: () => import('@/routes/advertorial-page'),
  quiz: () => import('@/routes/quiz-page'),
  privacy: () => import('@/routes/privacy-page'),
  terms: () => import('@/routes/terms-page'),
  notFound: () => import('@/routes/not-found-page'),
} satisfies Record<PageKind, () => Promise<unknown>>

/** Loads a kind of page's route ahead of its first render (the router would load it then). */
export async function preloadPage(kind: PageKind): Promise<void> {
  await pageModules[kind]()
}

const pageComponents: { [K in PageKind]: PageComponent<K> } = {
  vsl: lazy(pageModules.vsl),
  advertorial: lazy(pageModules.advertorial),
  quiz: lazy(pageModules.quiz),
  privacy: lazy(pageModules.privacy),
  terms: lazy(pageModules.terms),
  notFound: lazy(pageModules.notFound),
}

function routeOf(row: PageRow): RouteObject {
  // Each row pairs a kind with that kind's content; TypeScript cannot follow the pairing here.
  const Page = pageComponents[row.kind] as PageComponent<PageKind>
  return { path: row.path, element: <Page content={row.content as never} /> }
}

/** The router's view of a page table. */
export function routesOf(table: readonly PageRow[]): RouteObject[] {
  return table.map(routeOf)
}

const siteRoutes = routesOf(pageTable)

/** The router's view of the site: used to prerender every page and by the dev server. */
export function App({ routes = siteRoutes }: { routes?: RouteObject[] }) {
  const element = useRoutes(routes)
  const { pathname } = useLocation()
  return <PageShell key={pathname}>{element}</PageShell>
}
