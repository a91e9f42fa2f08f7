// The shared loading/error frame of the core (it was this module's own until teaching needed it too).
export { LoadState } from '../../../../core/client';
