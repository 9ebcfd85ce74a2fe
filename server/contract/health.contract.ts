export interface HealthResponse {
  status: 'ok' | 'degraded'
  database: { dialect: 'sqlite' | 'postgres'; state: 'up' | 'down'; latencyMs: number | null }
  redis: { state: 'up' | 'down' | 'disabled' }
  uptimeSeconds: number
  version: string
}
