export interface RouteJs {
  route: string;
  remote: string;
  funnel: boolean;
  prerendered: boolean;
  shellBytes: number;
  remoteBytes: number;
  appJs: number;
  firstLoad: number;
}
type Limit = { target: number; limit: number };
export const BUDGET: { firstLoad: { funnel: Limit; any: Limit }; appJs: { funnel: Limit; any: Limit } };
export function measureRoutes(): RouteJs[];
export function check(row: RouteJs): { over: string[]; missed: string[] };
