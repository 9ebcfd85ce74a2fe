import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import type { PairedLimit } from '../../http/rate-limits.js'
import { pagePolicy } from '../../http/security-headers.js'
import type { PublicLostPetsService } from '../public-lost-pets/public-lost-pets.service.js'
import type { PublicPetsService } from '../public-pets/public-pets.service.js'
import { createPageRenderer } from './page-renderer.js'
import { createPhotoPreviews } from './photo-preview.js'
import { registerPublicPages, type PublicPagesOptions } from './public-pages.routes.js'

export interface PublicPagesDeps extends AppDeps {
  alerts: PublicLostPetsService
  pets: PublicPetsService
  found: PublicPagesOptions['found']
  visitorLimit: PairedLimit
}

/**
 * The server-rendered public pages (a lost pet, a pet's tag, a found report) at the root, not
 * under /api: registered after the API and before the static files and the SPA fallback.
 */
export function registerPages(app: FastifyInstance, deps: PublicPagesDeps): void {
  const { config } = deps
  registerPublicPages(app, {
    renderer: createPageRenderer(config.staticDir),
    photoPreviews: createPhotoPreviews(config.uploadsDir),
    alerts: deps.alerts,
    pets: deps.pets,
    found: deps.found,
    visitorLimit: deps.visitorLimit,
    publicUrl: config.publicUrl,
    policy: pagePolicy(config.csp, config.trustProxy),
  })
}
