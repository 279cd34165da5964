export { detectImage, type ImageKind } from './images';
export { FILES_PATH, registerPublicFiles, storeFile } from './publicFiles';
export { receiveImage } from './upload';
