import type { Server } from 'node:http';
export function serveStatic(opts: { dir: string; port: number; host?: string }): Promise<Server>;
