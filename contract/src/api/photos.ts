import type { FamilyPhoto, FamilyPhotoList, NewPhoto } from '../photos.js';
import { del, link, post, read } from './route.js';

export const photosApi = {
  list: read('/api/family-photos')<FamilyPhotoList>(),
  add: post('/api/family-photos')<FamilyPhoto, NewPhoto>(),
  remove: del('/api/family-photos/:id')<{ ok: true }>(),
  image: link('/api/family-photos/:id/image'),
};
