import type { LonelinessDistribution, LonelinessSettingInput, LonelinessTrend, LonelinessTrends } from '../loneliness.js';
import { put, read } from './route.js';

/** Loneliness measured (decision 156): the family's trend and setting, the operators' anonymous distribution. */
export const lonelinessApi = {
  trends: read('/api/dashboard/loneliness')<LonelinessTrends>(),
  setting: put('/api/recipients/:id/loneliness')<LonelinessTrend, LonelinessSettingInput>(),
  distribution: read('/api/admin/loneliness')<LonelinessDistribution>(),
};
