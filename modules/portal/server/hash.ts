import { createHash } from 'node:crypto';

/** Hash of an application secret or a one-time code (sha256, hex): the raw value is never stored. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
