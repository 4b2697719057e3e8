import { defineConfig } from '@playwright/test'
import base from './playwright.config'
import { INSTANCE_PORTS, INSTANCES, OBJECT_STORE, SECOND_PID_FILE, SHARED_ENV } from './tests/instances/instances'

export default defineConfig({
  ...base,
  testDir: 'tests/instances',
  use: { ...base.use, baseURL: INSTANCES.first },
  webServer: [
    {
      command: 'npx tsx tests/instances/object-store.ts',
      port: OBJECT_STORE.port,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: 'bash scripts/e2e-server.sh',
      env: { ...SHARED_ENV, E2E_PORT: String(INSTANCE_PORTS.first) },
      url: `${INSTANCES.first}/`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: 'bash scripts/e2e-second-instance.sh',
      env: {
        ...SHARED_ENV,
        E2E_PORT: String(INSTANCE_PORTS.second),
        E2E_FIRST_URL: INSTANCES.first,
        E2E_PID_FILE: SECOND_PID_FILE,
      },
      url: `${INSTANCES.second}/`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
  ],
})
