// Where the e2e run's second app server and the round-robin proxy in front of both listen (tests/e2e/serve.ts):
// the two ports after E2E_PORT unless named.
const port = Number(process.env.E2E_PORT ?? 3100)
export const PEER_PORT = Number(process.env.E2E_PEER_PORT ?? port + 1)
export const PROXY_PORT = Number(process.env.E2E_PROXY_PORT ?? port + 2)
