import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { callApi } from '@fondly/design-system/client';
import { platformApi, type Registry, type RemoteName } from '@fondly/contract';

let registered: Promise<void> | null = null;
let registryPromise: Promise<Registry> | null = null;

/** The registry is read once per page load: a reload picks up a switched version. */
export function loadRegistry(): Promise<Registry> {
  registryPromise ??= callApi(platformApi.registry).catch((err: unknown) => {
    registryPromise = null;
    throw err;
  });
  return registryPromise;
}

/**
 * The federation instance the build's own runtime created at start (it holds the shell's
 * shared React, router and design-system, which the remotes must reuse). Reached through the
 * bundler runtime rather than by importing `@module-federation/enhanced/runtime`, which would
 * bundle a second copy of the runtime (~27 KB gzip) into the shell (decision 115).
 */
declare const __webpack_require__: { federation: { instance: ModuleFederation } };
const mf = () => __webpack_require__.federation.instance;

const federationName = (name: RemoteName) => `fondly_${name.replace(/-/g, '_')}`;

/**
 * Registers the remotes from the registry with the instance the build created (it holds
 * the shell's shared React, router and design-system, which the remotes must reuse).
 */
function federation(): Promise<void> {
  registered ??= loadRegistry().then(
    (registry) => {
      mf().registerPlugins([
        {
          name: 'fondly-report-load-errors',
          errorLoadRemote(args) {
            // The area reports the failure once, after its retry; here it is only noted.
            console.warn(`[fondly] ${String(args.id)} failed at ${args.lifecycle}`);
            // Returning nothing lets the error reach the area, which retries then shows the fallback.
            return undefined;
          },
        },
      ]);
      mf().registerRemotes(registry.remotes.map((r) => ({ name: federationName(r.name), entry: r.manifestUrl })));
    },
    (err: unknown) => {
      registered = null;
      throw err;
    },
  );
  return registered;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

/** A remote's App gets the shell's route pattern and renders that page. */
export interface RemoteModule {
  default: React.ComponentType<{ route: string }>;
}

/**
 * Loads a remote's module with one retry (a remote mid-deploy often answers a second
 * later) and a time limit (a slow remote must not hold its area forever).
 */
export async function loadRemoteModule(name: RemoteName, module: string, opts = { attempts: 2, timeoutMs: 12_000 }) {
  await federation();
  let lastError: unknown;
  for (let attempt = 1; attempt <= opts.attempts; attempt++) {
    try {
      const mod = await withTimeout(mf().loadRemote<RemoteModule>(`${federationName(name)}/${module}`), opts.timeoutMs, name);
      if (!mod?.default) throw new Error(`${name}/${module} has no default export`);
      return mod;
    } catch (err) {
      lastError = err;
      if (attempt < opts.attempts) await sleep(800 * attempt);
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
