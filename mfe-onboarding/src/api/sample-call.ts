import { apiGet } from '@fondly/design-system/client';
import type { SampleCallInfo } from '@fondly/api/contract';

export const getSampleCall = () => apiGet<SampleCallInfo>('/api/sample-call');
