/**
 * The longest id the server stores or looks up: UUIDs (36 characters) and short demo ids.
 * Anything longer names nothing, so it never reaches a query: a path whose id is longer
 * matches no route (the router's `maxParamLength`, server/http/http-server.ts) and answers the
 * API's 404; a body or socket field that is longer fails its schema.
 */
export const ID_MAX_LENGTH = 100
