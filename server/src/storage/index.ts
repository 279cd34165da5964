export { registerPublicFiles, storeFile } from './publicFiles';
export { receiveImage } from './upload';
