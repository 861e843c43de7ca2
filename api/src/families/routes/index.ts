import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.js';
import { accountRoutes } from './account.js';
import { alertRoutes } from './alerts.js';
import { dashboardRoutes } from './dashboard.js';
import { experimentRoutes } from './experiments.js';
import { lonelinessRoutes } from './loneliness.js';
import { familyRoutes } from './family.js';
import { numberRoutes } from './numbers.js';
import { onboardingRoutes } from './onboarding.js';
import { profileRoutes } from './profile.js';
import { recipientRoutes } from './recipients.js';
import { supportRoutes } from './support.js';
import { operatorFamilyRoutes } from './operator-families.js';

/** Every endpoint of the families domain (signup, the account, her people, the dashboard), mounted under /api. */
export function familiesRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>()
    .route('/', onboardingRoutes(deps))
    .route('/', accountRoutes(deps))
    .route('/', recipientRoutes(deps))
    .route('/', profileRoutes(deps))
    .route('/', familyRoutes(deps))
    .route('/', alertRoutes(deps))
    .route('/', supportRoutes(deps))
    .route('/', numberRoutes(deps))
    .route('/', experimentRoutes(deps))
    .route('/', dashboardRoutes(deps))
    .route('/', lonelinessRoutes(deps))
    .route('/', operatorFamilyRoutes(deps));
}
