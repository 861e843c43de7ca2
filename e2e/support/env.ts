// Where the product under test listens. A different base port lets two runs share a machine.
const base = Number(process.env.E2E_PORT_BASE ?? 4100);

export const E2E = {
  port: base,
  baseUrl: `http://localhost:${base}`,
  remotes: {
    marketing: { dir: 'mfe-marketing', port: base + 1 },
    onboarding: { dir: 'mfe-onboarding', port: base + 2 },
    affiliates: { dir: 'mfe-affiliates', port: base + 3 },
    'admin-tools': { dir: 'mfe-admin-tools', port: base + 4 },
  },
  operatorToken: 'e2e-operator-token-0123456789abcdefghij',
} as const;

export type RemoteName = keyof typeof E2E.remotes;
export const operatorHeaders = { authorization: `Bearer ${E2E.operatorToken}` };
