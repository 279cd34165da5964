export { detectImage, type ImageKind } from './images';
export { FILES_PATH, registerPublicFiles, storeFile } from './files';
export { receiveImage } from './upload';
