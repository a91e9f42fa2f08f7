// The KRS domain rules as pure functions, shared with the `student` module through public.ts.
export * from './grades';
export * from './sks-limit';
export * from './clash';
export * from './prerequisites';
