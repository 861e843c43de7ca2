// Imported first by every front-end benchmark: benchmarks run on their own ports (4600-4699
// unless E2E_PORT_BASE says otherwise), so they can share a machine with an e2e run.
process.env.E2E_PORT_BASE ??= '4600';
export {};
