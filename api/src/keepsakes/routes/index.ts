import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.js';
import { keepsakeRoutes } from './keepsakes.js';
import { storyRoutes } from './stories.js';
import { photoRoutes } from './photos.js';
import { storyBookRoutes } from './story-books.js';

/** Every endpoint of the keepsakes domain (the Story Library, yearly books, the sample keepsake, the family's photos, the book's arrangement), mounted under /api. */
export function keepsakesRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>().route('/', storyRoutes(deps)).route('/', keepsakeRoutes(deps)).route('/', photoRoutes(deps)).route('/', storyBookRoutes(deps));
}
