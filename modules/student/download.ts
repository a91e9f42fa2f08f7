/** Downloads a binary call and saves it under the server's file name (the core's download). */
export { unduhBerkas as unduh } from '../../core/client';
