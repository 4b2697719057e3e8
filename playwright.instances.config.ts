import { defineConfig } from '@playwright/test'
import base from './playwright.config'

// Two built instances on one PostgreSQL database and one media folder (scripts/test.sh gives the database).
const first = 3101
const second = 3102
const shared = {
  E2E_DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
  E2E_MEDIA_DIR: 'data/e2e-instances-media',
}

export default defineConfig({
  ...base,
  testDir: 'tests/instances',
  use: { ...base.use, baseURL: `http://localhost:${first}` },
  webServer: [
    {
      command: 'bash scripts/e2e-server.sh',
      env: { ...shared, E2E_PORT: String(first) },
      url: `http://localhost:${first}/`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: 'bash scripts/e2e-second-instance.sh',
      env: { ...shared, E2E_PORT: String(second), E2E_FIRST_URL: `http://localhost:${first}` },
      url: `http://localhost:${second}/`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
  ],
})
