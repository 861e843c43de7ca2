import type { MiddlewareHandler } from 'hono';
import type { Config } from '../../env.js';
import type { AppEnv, RouteKit } from '../../context.js';
import type { Logger } from '../../lib/logger.js';
import type { Router } from '../../lib/openapi.js';
import type { Telephony, TelephonyEvents } from '../../calls/pipeline/ports/telephony.js';
import type { Transcriber } from '../../calls/pipeline/ports/transcriber.js';

/**
 * One telephony provider: a folder under providers/telephony/ that owns its adapter, its
 * webhooks and their signature checks, its call instructions and its media codec, and is
 * registered by one line in registered.ts (docs/engineering.md, "A telephony provider").
 */
export interface TelephonyProvider {
  /** What TELEPHONY= names it by. */
  readonly name: string;
  /** With TELEPHONY unset, the first provider in the table that says yes is used (its credentials are set). */
  chosenByDefault(config: Config): boolean;
  /** Refuses a configuration it cannot work with (a missing credential), in the words of the setting. */
  check?(config: Config): string | null;
  create(config: Config, logger: Logger): Telephony;
  /**
   * Its HTTP endpoints, mounted under /api for every provider in the table: each answers that it
   * is not configured when `line` is another provider's, so its addresses never change meaning.
   */
  routes(kit: TelephonyRouteKit): Router;
}

/** What a provider's endpoints are handed by the routes layer (calls/routes/telephony.ts). */
export interface TelephonyRouteKit {
  /** This process's line, whichever provider it is. */
  line: Telephony;
  /** The call wing, as the provider's endpoints may ask of it. */
  events: TelephonyEvents;
  /** Our public base URL: webhooks are signed over it. */
  publicUrl: string;
  /** Speech to text for a line that carries her audio (providers/transcriber, with its fallbacks). */
  transcriber(): Transcriber;
  upgradeWebSocket: RouteKit['upgradeWebSocket'];
  /** A media socket that has not named its call within this long, or has gone silent this long, is closed. */
  mediaIdleMs: number;
  /** Lets only operators through (the auth domain sits above the providers). */
  operatorOnly: MiddlewareHandler<AppEnv>;
}
