/**
 * npm run bench:discover — discover's service at 100,000 and 1,000,000 pets
 * (discover-service.ts); with --http, discover over HTTP beside /api/auth/me
 * (discover-http.ts). Each file's docblock lists its options.
 */
if (process.argv.includes('--http')) await import('./discover-http')
else await import('./discover-service')

export {}
