import { ClosingCta } from './ClosingCta'
import { FeatureGrid } from './FeatureGrid'
import { Footer } from './Footer'
import { Hero } from './Hero'
import { Nav } from './Nav'
import { StatsBand } from './StatsBand'
import { Steps } from './Steps'
import { TestimonialCarousel } from './TestimonialCarousel'

/**
 * The signed-out marketing page at /. Default export because src/routes/index.tsx loads it with
 * React.lazy. Budget: it must stay tiny (no form, validation or HTTP libraries, few icons).
 */
export default function LandingPage() {
  return (
    // #top is the brand link's target; tabIndex lets it receive focus after that jump.
    <div id="top" tabIndex={-1} className="min-h-dvh bg-white outline-none">
      <Nav />
      <main>
        <Hero />
        <StatsBand />
        <FeatureGrid />
        <Steps />
        <TestimonialCarousel />
        <ClosingCta />
      </main>
      <Footer />
    </div>
  )
}
