/** The NIP's printed form 8-6-1-3, shared with the pages (core/contract/format). */
export { formatNip } from '../../contract/format';
