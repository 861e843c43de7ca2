import { apiPath, callApi } from '@fondly/design-system/client';
import { photosApi, type NewPhoto } from '@fondly/contract';

export const listPhotos = () => callApi(photosApi.list).then((r) => r.photos);
export const addPhoto = (input: NewPhoto) => callApi(photosApi.add, { body: input });
export const removePhoto = (id: string) => callApi(photosApi.remove, { params: { id } });
export const photoImageUrl = (id: string) => apiPath(photosApi.image, { params: { id } });
