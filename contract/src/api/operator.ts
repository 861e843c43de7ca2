import type { Operator } from '../operator.js';
import type { Ok } from '../platform.js';
import { read, post } from './route.js';

export const operatorApi = {
  me: read('/api/operator/me')<Operator>(),
  signOut: post('/api/operator/sign-out')<Ok>(),
};
