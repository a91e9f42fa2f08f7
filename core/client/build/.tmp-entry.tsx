import { startPortal } from '../index';
void startPortal({ modules: [] });
