import type { FamilyDetail, FamilySearchQuery, FamilySearchResult } from '../operator-families.js';
import { read } from './route.js';

/** Operators find a family: by name, recipient, email or phone, then its page. */
export const operatorFamiliesApi = {
  search: read('/api/admin/families')<FamilySearchResult, FamilySearchQuery>(),
  get: read('/api/admin/families/:id')<FamilyDetail>(),
};
