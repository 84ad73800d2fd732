export { FileGallery, type GalleryFile } from './FileGallery';
