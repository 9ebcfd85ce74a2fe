import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import {
  ArrowLeft,
  Award,
  Clock,
  HeartHandshake,
  Mail,
  MapPin,
  Phone,
  Quote,
  Truck,
  type LucideIcon,
} from 'lucide-react'
import { Spinner } from '../../ui/Spinner'
import { funeral as t } from '../../i18n/es/funeral'
import { CremationPackageCard } from './CremationPackageCard'
import { useCatalogue } from './use-services'

/**
 * The request dialog loads when a package is chosen: its form validates with the contract's zod
 * schema (the server's own rules), whose chunk would otherwise be a fifth of this screen's first
 * load. The service worker precaches it, so it opens offline too.
 */
const CremationDialog = lazy(() =>
  import('./CremationDialog').then((module) => ({ default: module.CremationDialog })),
)

const benefitIcons = [Clock, Truck, HeartHandshake, Award] as const

/** A titled part of the page. */
function PageSection({
  id,
  title,
  className,
  children,
}: {
  id: string
  title: string
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-3 text-lg font-bold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A line of the contact: an icon named for screen readers, and the value. */
function ContactRow({
  icon: Icon,
  label,
  className,
  children,
}: {
  icon: LucideIcon
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className="flex items-center gap-2">
      <dt>
        <Icon aria-hidden="true" className="h-4 w-4 text-gray-600" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  )
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/**
 * /funeral-services (spec §2): back to /services, the 24/7 line, four benefits, the cremation
 * packages of the replicated catalogue with 'Solicitar Servicio' (the request dialog, at step 2
 * with that package), the 4-step process, three testimonials and the contact. From the local
 * database, so it opens offline.
 */
export function FuneralServicesPage() {
  const { services: packages, isLoading } = useCatalogue('cremation')
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<{ serviceId: string | null } | null>(null)
  const sorted = [...packages].sort((a, b) => a.price - b.price)
  const phone = sorted.find((item) => item.phone)?.phone ?? null

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-4">
      <div>
        <Link
          to="/services"
          className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t.page.back}
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-gray-900">{t.page.title}</h1>
        <p className="mt-1 text-sm text-gray-600">{t.page.intro}</p>
      </div>

      <section
        aria-labelledby="funeral-emergency"
        className="flex flex-col gap-2 rounded-2xl bg-gray-900 p-4 text-white"
      >
        <h2 id="funeral-emergency" className="flex items-center gap-2 font-bold">
          <Phone aria-hidden="true" className="h-5 w-5" />
          {t.page.emergencyTitle}
        </h2>
        <p className="text-sm text-gray-200">{t.page.emergencyText}</p>
        {phone ? (
          <a
            href={telHref(phone)}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-white px-4 font-semibold text-gray-900"
          >
            {t.page.emergencyCall(phone)}
          </a>
        ) : null}
      </section>

      <PageSection id="funeral-benefits" title={t.page.benefitsTitle}>
        <ul className="grid grid-cols-2 gap-3">
          {t.benefits.map((benefit, index) => {
            const Icon = benefitIcons[index] ?? Award
            return (
              <li key={benefit.title} className="rounded-2xl bg-white p-3 ring-1 ring-gray-100">
                <Icon aria-hidden="true" className="h-6 w-6 text-brand-600" />
                <p className="mt-1 font-semibold text-gray-900">{benefit.title}</p>
                <p className="text-sm text-gray-600">{benefit.text}</p>
              </li>
            )
          })}
        </ul>
      </PageSection>

      <section aria-labelledby="funeral-packages" className="flex flex-col gap-3">
        <h2 id="funeral-packages" className="text-lg font-bold text-gray-900">
          {t.page.packagesTitle}
        </h2>
        {isLoading ? (
          <Spinner />
        ) : sorted.length === 0 ? (
          <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            {t.page.packagesEmpty}
          </p>
        ) : (
          sorted.map((item) => (
            <CremationPackageCard
              key={item.id}
              service={item}
              headingLevel="h3"
              onRequest={(chosen) => setDialog({ serviceId: chosen.id })}
            />
          ))
        )}
      </section>

      <PageSection id="funeral-process" title={t.page.processTitle}>
        <ol className="flex flex-col gap-3">
          {t.process.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <p className="font-semibold text-gray-900">{step.title}</p>
                <p className="text-sm text-gray-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="funeral-testimonials" title={t.page.testimonialsTitle}>
        <ul className="flex flex-col gap-3">
          {t.testimonials.map((testimonial) => (
            <li key={testimonial.name} className="rounded-2xl bg-white p-4 ring-1 ring-gray-100">
              <figure>
                <Quote aria-hidden="true" className="h-5 w-5 text-brand-400" />
                <blockquote className="mt-1 text-sm text-gray-800">{testimonial.text}</blockquote>
                <figcaption className="mt-2 text-sm font-semibold text-gray-900">
                  {testimonial.name}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </PageSection>

      <section
        aria-labelledby="funeral-contact"
        className="mb-4 rounded-2xl bg-white p-4 ring-1 ring-gray-100"
      >
        <h2 id="funeral-contact" className="mb-2 text-lg font-bold text-gray-900">
          {t.page.contactTitle}
        </h2>
        <dl className="flex flex-col gap-2 text-sm">
          {phone ? (
            <ContactRow icon={Phone} label={t.page.phone}>
              <a href={telHref(phone)} className="font-semibold text-brand-700 underline">
                {phone}
              </a>
            </ContactRow>
          ) : null}
          <ContactRow icon={Mail} label={t.page.email}>
            <a
              href={`mailto:${t.contact.email}`}
              className="font-semibold break-all text-brand-700 underline"
            >
              {t.contact.email}
            </a>
          </ContactRow>
          <ContactRow icon={MapPin} label={t.page.city} className="text-gray-800">
            {t.contact.city}
          </ContactRow>
        </dl>
      </section>

      {dialog ? (
        <Suspense fallback={null}>
          <CremationDialog
            packages={sorted}
            initialServiceId={dialog.serviceId}
            onClose={() => setDialog(null)}
            onBackToServices={() => {
              setDialog(null)
              void navigate({ to: '/services' })
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
