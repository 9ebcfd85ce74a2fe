import type { z } from 'zod'
import type { BodyOf, Endpoint, QueryOf } from './endpoint.js'

/**
 * The zod half of an endpoint table: the schemas the server parses a request's parts with and
 * the OpenAPI document describes them by. A schema must accept what the zod-free half says the
 * client sends (its input type is the declared body or query), so the two halves cannot drift.
 */
export interface EndpointSchemas {
  readonly params?: z.ZodType
  readonly query?: z.ZodType
  readonly body?: z.ZodType
}

export type SchemasFor<E> = {
  readonly params?: z.ZodType
  readonly query?: z.ZodType<unknown, QueryOf<E>>
  readonly body?: z.ZodType<unknown, BodyOf<E>>
}

/** An endpoint with its schemas: what the server registers and the OpenAPI document lists. */
export type RoutedEndpoint = Endpoint & EndpointSchemas

/** `table`'s endpoints, each with the schemas given for it (none for the others). */
export function withSchemas<
  const Table extends Record<string, Endpoint>,
  const Schemas extends { [K in keyof Table]?: SchemasFor<Table[K]> },
>(
  table: Table,
  schemas: Schemas,
): { [K in keyof Table]: Table[K] & (K extends keyof Schemas ? Schemas[K] : unknown) } {
  const routed: Record<string, RoutedEndpoint> = {}
  for (const [name, endpoint] of Object.entries(table)) {
    routed[name] = { ...endpoint, ...(schemas as Record<string, EndpointSchemas>)[name] }
  }
  return routed as {
    [K in keyof Table]: Table[K] & (K extends keyof Schemas ? Schemas[K] : unknown)
  }
}

/**
 * `schema` typed as taking `Body`, for a schema that accepts more than the client sends (a
 * field the client always fills that the schema may default, a form's '' for a number), whose
 * input type is therefore wider than the table's body. The check still holds one way: `Body`
 * must be something the schema accepts. `body: accepting<BookingInput>()(bookingSchema)`.
 */
export function accepting<Body>() {
  return <Schema extends z.ZodType>(
    schema: Schema & ([Body] extends [z.input<Schema>] ? unknown : never),
  ): z.ZodType<z.output<Schema>, Body> => schema as unknown as z.ZodType<z.output<Schema>, Body>
}
