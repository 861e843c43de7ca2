import type { SignupAssignment, SignupExperimentResults } from '../experiments.js';
import { read } from './route.js';

export const experimentsApi = {
  signupVariant: read('/api/experiments/signup')<SignupAssignment>(),
  signupResults: read('/api/admin/experiments/signup')<SignupExperimentResults>(),
};
