import { lazy } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '../session/use-session'

// One path, two screens: visitors get the landing page, signed-in users the swipe home.
// Each is its own chunk so a visitor never downloads the app.
const Landing = lazy(() => import('../features/landing/LandingPage'))
const Home = lazy(() => import('../features/home/HomePage'))

export const Route = createFileRoute('/')({
  component: IndexPage,
})

function IndexPage() {
  const { user } = useSession()
  return user ? <Home /> : <Landing />
}
