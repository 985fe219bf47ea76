import { lazy } from 'react'
import { type RouteObject, useLocation, useRoutes } from 'react-router'
import { PageShell } from '@/components/page-shell'

const VslPage = lazy(() => import('@/routes/vsl-page'))
const AdvertorialPage = lazy(() => import('@/routes/advertorial-page'))
const QuizPage = lazy(() => import('@/routes/quiz-page'))
const NotFoundPage = lazy(() => import('@/routes/not-found-page'))

/** Every URL of the site. A VSL variant is a content object plus one line here. */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <VslPage variant="main" /> },
  { path: '/google', element: <VslPage variant="google" /> },
  { path: '/advertorial-v2', element: <AdvertorialPage /> },
  { path: '/quiz', element: <QuizPage /> },
  { path: '*', element: <NotFoundPage /> },
]

/** The router's view of the site: used to prerender every page and by the dev server. */
export function App({ routes = appRoutes }: { routes?: RouteObject[] }) {
  const element = useRoutes(routes)
  const { pathname } = useLocation()
  return <PageShell key={pathname}>{element}</PageShell>
}
